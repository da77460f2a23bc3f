import AppEngine
import AppShell
import Foundation
import RuntimeTesting
import TestSupport
import Testing

/// Every bundled script runs green against the preview dependencies, and its transcript equals
/// its golden file (re-record with `SNAPSHOT_RECORD=1`).
@MainActor
@Suite struct BundledScriptTests {
  nonisolated static let scripts = [
    "explain-and-trace", "favorites-remove-during-load", "login-two-factor", "search-debounce",
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

  /// Keeping a run report changes nothing a script prints: its traces included, which hold
  /// what the tasks of the views their actions presented send.
  @Test func aRunThatKeepsAReportPrintsTheSameTranscript() async throws {
    let directory = try TemporaryDirectory()
    let console = Console()
    let status = await AppCommand.main(
      arguments: ["run", "explain-and-trace", "--report", directory.file("run.html")],
      console: console)
    #expect(status == 0)
    assertSnapshot(of: console.output, named: "transcripts/explain-and-trace.txt")
  }

  /// No output channel of any bundled script (transcript, errors, recording, the prompt's
  /// `history` and `save`) shows a demo account's password or two-factor code.
  @Test(arguments: scripts)
  func noOutputShowsASecret(script: String) async throws {
    let secrets = ["correct-horse", "battery-staple", "1234"]
    let directory = try TemporaryDirectory()
    let recording = directory.path + "/session.jsonl"
    let run = Console()
    _ = await AppCommand.main(arguments: ["run", script, "--record", recording], console: run)

    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Modules/AppRoot/Sources/AppShell/Scripts/\(script).script")
    let saved = directory.path + "/saved.script"
    let lines =
      try String(contentsOf: source, encoding: .utf8).split(separator: "\n")
      .map(String.init) + ["history", "save \"\(saved)\""]
    let prompt = Console(input: lines)
    _ = await AppCommand.main(arguments: ["repl"], console: prompt)

    // The prompt's banner names the demo accounts on purpose; every line after it is checked.
    let promptLines = prompt.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(promptLines.count > 2 && promptLines[1].hasPrefix("Demo accounts: "))
    let channels = [
      run.output, run.errorOutput, try String(contentsOfFile: recording, encoding: .utf8),
      promptLines.dropFirst(2).joined(separator: "\n"), prompt.errorOutput,
      try String(contentsOfFile: saved, encoding: .utf8),
    ]
    for (channel, text) in channels.enumerated() {
      // The temporary folder's random name may itself hold a secret's digits, as "…412349B5".
      let checked = withoutDemoAccountHints(text)
        .replacingOccurrences(of: directory.path, with: "<temporary folder>")
      for secret in secrets {
        #expect(
          !checked.contains(secret),
          "channel \(channel) of \(script) shows \(secret)")
      }
    }
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
