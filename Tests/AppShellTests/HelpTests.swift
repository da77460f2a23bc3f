import AppEngine
import AppShell
import Testing

@MainActor
@Suite struct HelpTests {
  @Test func helpHasOverviewUsageAndOptions() async {
    let result = await runDemo(["--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("OVERVIEW: "))
    #expect(result.output.contains("\nUSAGE: app [OPTIONS]\n"))
    #expect(result.output.contains("\nOPTIONS:\n  --deps preview|live"))
    #expect(await runDemo(["help"]).output == result.output)
  }

  @Test(arguments: ["run", "repl", "replay", "scripts", "explain", "explore"])
  func everyCommandHasHelp(command: String) async {
    let result = await runDemo([command, "--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("USAGE: app \(command)"))
    #expect(result.output.contains("OPTIONS:"))
    #expect(await runDemo(["help", command]).output == result.output)
  }

  @Test func versionPrintsTheAppVersion() async {
    #expect(await runDemo(["--version"]).output == "demo 0.1.0\n")
  }
}
