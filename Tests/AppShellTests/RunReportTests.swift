import AppEngine
import AppRoot
import AppShell
import Foundation
import TestSupport
import Testing

/// `--report FILE.html` (on `run` and `replay`) and the `report FILE` command: one
/// self-contained page, built from the session's own records.
@MainActor
@Suite struct RunReportTests {
  /// The login at the start of the tour, then a search.
  static let searchScript = [
    #"type "Email" "blob@example.com""#, #"type "Password" "correct-horse""#, #"tap "Log in""#,
    "settle", #"type "Search" "Seoul""#, "advance 300ms", "settle",
  ]

  private func showcase(
    _ arguments: [String], input: [String] = []
  ) async -> CommandResult {
    await runCommand(arguments, input: input, definition: .showcase)
  }

  @Test func theToursReportHoldsEveryStepAndActionOfItsRecording() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("tour.html")
    let result = await showcase(
      ["run", "tour", "--report", page, "--record", directory.file("tour.jsonl")])
    #expect(result.status == 0)
    let recording = try Recording(parsing: try directory.read("tour.jsonl"))
    let data = try RunReportData.read(page)
    #expect(data.title == "tour.script")
    #expect(data.outcome.status == "passed")
    #expect(data.outcome.summary.hasPrefix("# Done: 29 steps, 27 actions"))
    #expect(data.commandSteps.count == 29)
    #expect(data.steps.first?.number == 0)
    #expect(data.actions.count == recording.actionCount)
    #expect(
      data.actions.filter { $0.origin == "effect" }.count
        == recording.entries.count { entry in
          if case .action(_, .effect, _) = entry { true } else { false }
        })
    #expect(Set(data.actions.map(\.origin)) == ["script", "view", "effect"])
    #expect(data.steps.flatMap(\.actions) == Array(data.actions.indices))
    // Every expect of the tour passed, and each step's route starts at the root.
    #expect(data.steps.flatMap(\.expects).count == 7)
    #expect(data.steps.flatMap(\.expects).allSatisfy { $0.passed })
    #expect(data.actions.allSatisfy { $0.route.first == 0 })
    #expect(data.effects.contains { $0.outcome == "cancelled" && $0.reason == "child removed" })
  }

  /// Printing never changes what a session does: a script's report with `--trace` holds the
  /// same steps, actions, routes and effects as without, a change to masked fields included.
  @Test(arguments: BundledScriptTests.scripts)
  func tracingARunLeavesItsReportAsItIs(script: String) async throws {
    let directory = try TemporaryDirectory()
    var pages: [String] = []
    for tracing in [[], ["--trace"]] {
      let name = "report\(pages.count).html"
      let result = await showcase(
        ["run", script, "--quiet", "--report", directory.file(name)] + tracing)
      #expect(result.status == 0)
      pages.append(try RunReportData.embeddedJSON(in: try directory.read(name)))
    }
    #expect(pages[0] == pages[1])
  }

  @Test func theToursReportIsSmallAndSelfContained() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("tour.html")
    #expect(await showcase(["run", "tour", "--quiet", "--report", page]).status == 0)
    let text = try directory.read("tour.html")
    #expect(text.utf8.count <= 300 * 1024)
    #expect(text.lowercased().hasPrefix("<!doctype html>"))
    // Nothing from elsewhere: no links, no scripts or images with a source, no web fonts, no
    // address but SVG's namespace, and `url(...)` only for the page's own patterns.
    for reference in ["<link", "src=", "@import", "url(http", "url(\"", "url('", "//cdn"] {
      #expect(!text.contains(reference), "the page refers to \(reference)")
    }
    let addresses = text.matches(of: /https?:\/\/[^'"\s)]*/).map { String($0.output) }
    #expect(Set(addresses).subtracting(["http://www.w3.org/2000/svg"]).isEmpty)
  }

  @Test func secretsAreMaskedInTheReport() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("run.html")
    let result = await showcase(["run", "-", "--report", page], input: Self.searchScript)
    #expect(result.status == 0)
    let text = try directory.read("run.html")
    #expect(!withoutDemoAccountHints(text).contains("correct-horse"))
    #expect(text.contains(#"type \"Password\" \"••••\""#))
  }

  @Test func aHostilePlaceNameStaysAStringInThePage() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("hostile.html")
    let result = await runCommand(
      ["run", "-", "--report", page], input: Self.searchScript, definition: .hostileWeather)
    #expect(result.status == 0)
    let text = try directory.read("hostile.html")
    let json = try RunReportData.embeddedJSON(in: text)
    #expect(!json.contains("<"))
    #expect(!json.contains(">"))
    #expect(!json.contains("\u{2028}"))
    #expect(text.components(separatedBy: "</script>").count == 4)
    let data = try RunReportData.read(page)
    #expect(data.screens.contains { $0.contains(AppDefinition.hostilePlaceName) })
  }

  @Test func aFailedExpectIsTheFailedStepAndJUnitNamesItsLink() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("failed.html")
    let junit = directory.file("failed.xml")
    let result = await showcase(
      ["run", "-", "--report", page, "--junit", junit],
      input: Self.searchScript + [#"expect loggedIn.displayName == "Bob""#, "screen"])
    #expect(result.status == 1)
    let data = try RunReportData.read(page)
    #expect(data.outcome.status == "failed")
    #expect(data.outcome.summary.contains("<stdin>:8:1: error:"))
    let failed = try #require(data.steps.last { $0.command != nil })
    #expect(failed.number == 8)
    #expect(failed.expects.map(\.passed) == [false])
    #expect(failed.expects.first?.message?.isEmpty == false)
    let xml = try directory.read("failed.xml")
    #expect(xml.contains(#"<failure message=""#))
    let message = try #require(xml.firstMatch(of: /<failure message="([^"]*)"/)?.output.1)
    #expect(message.hasSuffix(" (see \(page)#step-8)"))
  }

  @Test func aFailedScreenExpectNamesItsLinkOnItsFirstLine() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("screen.html")
    let junit = directory.file("screen.xml")
    let result = await showcase(
      ["run", "-", "--report", page, "--junit", junit],
      input: ["screen", #"expect screen contains "Nope""#])
    #expect(result.status == 1)
    let xml = try directory.read("screen.xml")
    let message = try #require(xml.firstMatch(of: /<failure message="([^"]*)"/)?.output.1)
    #expect(message.hasSuffix(" (see \(page)#step-2)"))
    #expect(xml.contains("&#10;"))
  }

  @Test func aStepThatCannotRunKeepsItsError() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("broken.html")
    let result = await showcase(["run", "-", "--report", page], input: [#"tap "Nope""#])
    #expect(result.status == 1)
    let data = try RunReportData.read(page)
    #expect(data.steps.last { $0.command != nil }?.error?.contains("Nope") == true)
  }

  @Test func aReplaysReportHasEveryRecordedAction() async throws {
    let directory = try TemporaryDirectory()
    let recording = directory.file("tour.jsonl")
    #expect(await showcase(["run", "tour", "--quiet", "--record", recording]).status == 0)
    let page = directory.file("replay.html")
    let result = await showcase(["replay", recording, "--report", page])
    #expect(result.status == 0)
    let data = try RunReportData.read(page)
    #expect(data.kind == "replay")
    #expect(data.actions.count == 27)
    #expect(Set(data.actions.map(\.origin)) == ["user", "effect"])
    #expect(data.effects.isEmpty)
    #expect(data.actions.contains { $0.diff != nil && $0.changed.count > 0 })
  }

  @Test func thePromptWritesTheReportOfTheCommandsSoFar() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("prompt.html")
    let result = await showcase(
      ["repl"], input: [#"type "Email" "blob@example.com""#, "report \"\(page)\"", "quit"])
    #expect(result.status == 0)
    #expect(result.output.contains("  wrote the run report to \(page)"))
    let data = try RunReportData.read(page)
    #expect(data.title == "<repl>")
    #expect(data.kind == "repl")
    #expect(data.commandSteps.map(\.command) == [#"type "Email" "blob@example.com""#])
  }

  @Test func aReportMayNotOverwriteTheScriptOrAnotherOutput() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("screen\n", to: "run.script")
    let overwrite = await showcase(["run", script, "--report", script])
    #expect(overwrite.status == 64)
    #expect(overwrite.errorOutput.contains("would overwrite the script it runs"))
    let shared = directory.file("out")
    let twice = await showcase(["run", script, "--junit", shared, "--report", shared])
    #expect(twice.status == 64)
    #expect(twice.errorOutput.contains("and '--junit \(shared)' name the same file"))
  }
}
