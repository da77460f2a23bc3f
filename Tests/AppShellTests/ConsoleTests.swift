import AppEngine
import AppShell
import Testing

@MainActor
@Suite struct ConsoleTests {
  @Test func colourOnlyOnATerminalWithoutNoColor() {
    #expect(Console.wantsColor(isTerminal: true, environment: [:]))
    #expect(Console.wantsColor(isTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!Console.wantsColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(!Console.wantsColor(isTerminal: false, environment: [:]))
  }

  @Test func aColouredConsoleColoursDiffLinesOnly() async {
    var input = ["tap \"Increment\""]
    var written = ""
    let console = Console(
      readLine: { input.isEmpty ? nil : input.removeFirst() },
      write: { written += $0 }, writeError: { _ in },
      isInteractive: false, usesColor: true, environment: [:])
    let status = await AppRunner(definition: .demo).main(
      arguments: ["run", "-"], console: console)
    #expect(status == 0)
    #expect(
      written.contains("\u{1B}[31m-   count: 0,\u{1B}[0m\n\u{1B}[32m+   count: 1,\u{1B}[0m\n"))
    #expect(written.contains("\n> tap \"Increment\"\n"))
  }
}
