import AppShell
import RuntimeTesting
import Testing

/// Every bundled script runs green against the preview dependencies, and its transcript equals
/// its golden file (re-record with `SNAPSHOT_RECORD=1`).
@MainActor
@Suite struct BundledScriptTests {
  nonisolated static let scripts = [
    "favorites-remove-during-load", "login-two-factor", "search-debounce",
    "settings-notifications-denied", "tour",
  ]

  @Test(arguments: scripts)
  func runsGreen(script: String) async throws {
    let console = Console()
    let status = await AppCommand.main(arguments: ["run", script], console: console)
    #expect(console.errorOutput == "")
    #expect(status == 0)
    assertSnapshot(of: console.output, named: "transcripts/\(script).txt")
  }

  @Test func everyBundledScriptIsTested() async {
    let console = Console()
    _ = await AppCommand.main(arguments: ["scripts"], console: console)
    let listed = console.output.split(separator: "\n").compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    #expect(listed == Self.scripts)
  }

  @Test func noArgumentsRunsTheTour() async {
    let tour = Console()
    _ = await AppCommand.main(arguments: ["run", "tour"], console: tour)
    let plain = Console()
    #expect(await AppCommand.main(arguments: [], console: plain) == 0)
    #expect(plain.output == tour.output)
  }
}
