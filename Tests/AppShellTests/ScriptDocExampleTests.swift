import AppEngine
import AppShell
import Foundation
import Testing

/// The script examples in the script language's doc comments run against the app as written.
@MainActor
@Suite struct ScriptDocExampleTests {
  /// The lines of the first fenced block in the doc comment of `file` (under AppScript).
  private func example(in file: String) throws -> [String] {
    let url = testTargetURL("../../Modules/AppRoot/Sources/AppScript/\(file)")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let block = lines.drop { $0 != "/// ```" }.dropFirst().prefix { $0 != "/// ```" }
    return block.map { String($0.dropFirst(4)) }
  }

  @Test func theScriptCommandExampleRunsGreen() async throws {
    let lines = try example(in: "ScriptCommand.swift")
    #expect(lines.count == 7)
    let console = Console(input: lines)
    let status = await AppCommand.main(arguments: ["run", "-", "--quiet"], console: console)
    #expect(console.errorOutput == "")
    #expect(status == 0)
  }

  /// The example path needs a favorite to name: the session first keeps Seoul.
  @Test func theActionPathExampleSendsTheRowAction() async throws {
    let example = try example(in: "ActionPath.swift")
    #expect(example.count == 1)
    let keepSeoul =
      try self.example(in: "ScriptCommand.swift") + [
        "settle", "tap \"Seoul, South Korea\"", "settle", "tap \"Add to favorites\"", "settle",
      ]
    let console = Console(input: keepSeoul + example + ["expect screen contains \"Remove Seoul?\""])
    let status = await AppCommand.main(arguments: ["run", "-", "--quiet"], console: console)
    #expect(console.errorOutput == "")
    #expect(status == 0)
  }
}
