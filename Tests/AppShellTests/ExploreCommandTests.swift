import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// `app explore` and `app run --invariants`, through the command line.
@MainActor
@Suite struct ExploreCommandTests {
  @Test func exploresTheShowcaseAndPrintsWhatItReached() async {
    let console = Console()
    let status = await AppCommand.main(
      arguments: ["explore", "--steps", "300", "--seed", "1"], console: console)
    #expect(status == 0, "\(console.errorOutput)")
    #expect(console.output.hasPrefix("# Explored 300 steps from seed 1 in "))
    #expect(console.output.contains("\nscreens reached: "))
    #expect(console.output.contains("\n  screen \"Log in\"\n"))
    #expect(console.output.contains("\ncontrols reached: "))
    #expect(console.output.contains("\nactions reached: "))
    #expect(console.output.contains("\n  loggedOut.view.loginButtonTapped\n"))
    #expect(console.output.contains("\nreducer tree operators reached: "))
    #expect(console.output.contains("\n  never: loggedIn.destination.presented.rename\n"))
    #expect(console.output.hasSuffix("# No failure: every step kept every invariant.\n"))
  }

  @Test func printsTheSummaryAsJSON() async throws {
    let result = await runCommand(
      ["explore", "--steps", "200", "--json"], definition: .laps(nil))
    #expect(result.status == 0)
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(summary["seed"] as? Int == 1)
    #expect(summary["steps"] as? Int == 200)
    #expect(summary["screens"] as? [String] == ["screen", "sheet"])
    #expect(summary["operators"] as? [String] == ["stopwatch"])
    #expect(summary["operatorsNeverReached"] as? [String] == [])
    #expect(summary["failure"] == nil)
  }

  @Test func writesTheShrunkScriptThatRunFailsOnTheSameWay() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("found.script")
    let explored = await runCommand(
      ["explore", "--seed", "1", "--out", path], definition: .laps(.childActionAfterDismissal))
    #expect(explored.status == 1)
    #expect(explored.output.contains("(runtime issue); shrunk to "))
    #expect(
      explored.output.contains(
        "# Wrote the script to \(path); reproduce with: app run --invariants \(path)"))
    let script = try String(contentsOfFile: path, encoding: .utf8)
    #expect(script.hasPrefix("# Found by exploration: runtime issue.\n"))
    let run = await runCommand(["run", "--invariants", "-q", path], definition: .laps(nil))
    #expect(run.status == 0, "the feature without the mistake passes the script")
    let rerun = await runCommand(
      ["run", "--invariants", "-q", path], definition: .laps(.childActionAfterDismissal))
    #expect(rerun.status == 1)
    #expect(rerun.errorOutput.contains("received a presented action while nothing was presented"))
  }

  /// `--report` writes the run report of the steps, headed by the outcome, with the same
  /// coverage `--json` prints.
  @Test func writesTheRunReportWithWhatItReached() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("explore.html")
    let result = await runCommand(
      ["explore", "--steps", "200", "--json", "--report", page], definition: .laps(nil))
    #expect(result.status == 0)
    let summary = try JSONDecoder().decode(
      RunReportData.Coverage.self, from: Data(result.output.utf8))
    let data = try RunReportData.read(page)
    #expect(data.coverage == summary)
    #expect(data.kind == "explore")
    #expect(data.title == "explore --seed 1")
    #expect(data.outcome.status == "passed")
    #expect(data.commandSteps.count == 200)
  }

  /// A failure's report ends on the step that broke the invariant, with its message.
  @Test func aFailuresRunReportEndsOnTheFailingStep() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("explore.html")
    let result = await runCommand(
      ["explore", "--report", page], definition: .laps(.childActionAfterDismissal))
    #expect(result.status == 1)
    let data = try RunReportData.read(page)
    #expect(data.outcome.status == "failed")
    #expect(data.outcome.summary.contains("received a presented action while nothing was"))
    let last = try #require(data.commandSteps.last)
    #expect(last.error?.contains("received a presented action") == true)
  }

  @Test func runChecksInvariantsOnlyWhenAsked() async {
    let script = [#"type "Draft" "lost""#]
    let plain = await runCommand(["run", "-q", "-"], input: script, definition: .note)
    #expect(plain.status == 0)
    let checked = await runCommand(
      ["run", "--invariants", "-q", "-"], input: script, definition: .note)
    #expect(checked.status == 1)
    #expect(
      checked.errorOutput.hasPrefix(
        "<stdin>:1:1: error: the state decodes from its recording as another state"))
  }

  /// A favorite's detail refreshes on a timer for as long as it is up: the showcase declares
  /// it long-living, so a detail left open for ten minutes breaks no invariant, while the same
  /// timer in an app that does not declare it does.
  @Test func theShowcaseDeclaresItsDetailTimerLongLiving() async {
    let script = [
      #"type "Email" "blob@example.com""#, #"type "Password" "correct-horse""#,
      #"tap "Log in""#, "settle", #"type "Search" "Tokyo""#, "advance 300ms", "settle",
      #"tap "Tokyo, Japan""#, "settle", #"tap "Add to favorites""#, "settle", #"tap "Tokyo""#,
      "advance 10m", "expect loggedIn.detail != nil",
    ]
    let console = Console(input: script)
    let status = await AppCommand.main(
      arguments: ["run", "--invariants", "-q", "-"], console: console)
    #expect(status == 0, "\(console.errorOutput)")
    var undeclared = AppDefinition.showcase
    undeclared.longLivingEffects = []
    let run = await runCommand(
      ["run", "--invariants", "-q", "-"], input: script, definition: undeclared)
    #expect(run.status == 1)
    #expect(
      run.errorOutput.hasPrefix(
        "<stdin>:13:1: error: an effect started by loggedIn.detail.task is still running after "
          + "more than the 5m of virtual time an effect may run.\nIt started 10m ago."))
  }

  @Test func aTimeLimitStopsExplorationOnceItHasPassed() async throws {
    let result = await runCommand(
      ["explore", "--time-limit", "10s", "--json"], definition: .laps(nil))
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let steps = try #require(summary["steps"] as? Int)
    let time = try #require(summary["virtualTimeNanoseconds"] as? Int)
    #expect(steps < 1_000)
    #expect(time >= 10_000_000_000)
  }

  @Test(arguments: [
    (["--seed", "x"], "'--seed' must be a whole number from 0, not 'x'"),
    (["--steps", "0"], "'--steps' must be a whole number from 1, not '0'"),
    (["--time-limit", "5"], "'--time-limit' must be a duration such as 10m or 30s, not '5'"),
    (["--fast"], "unknown option '--fast' for 'app explore'; see 'app explore --help'"),
  ])
  func refusesBadOptions(arguments: [String], message: String) async {
    let result = await runCommand(["explore"] + arguments, definition: .laps(nil))
    #expect(result.status == 64)
    #expect(result.errorOutput == "app: error: \(message)\n")
  }

  @Test func refusesAnInvariantsFileWithOtherCommands() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("rules.script")
    try "expect laps.count != 3\ntap \"Start\"\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let result = await runCommand(["explore", "--invariants", path], definition: .laps(nil))
    #expect(result.status == 64)
    #expect(
      result.errorOutput
        == "app: error: \(path):2: 'tap' is no check; an invariants file holds only "
        + "'expect' lines\n")
  }
}
