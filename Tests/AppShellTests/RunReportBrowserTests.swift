import AppEngine
import AppRoot
import AppShell
import Foundation
import TestSupport
import Testing

/// Run reports opened in headless Chromium: the page writes nothing to the console, shows as
/// many steps and actions as the run had, shows a selected step's diff and route, and shows a
/// hostile place name as text. Skipped, with the reason, where no browser is installed.
@MainActor
@Suite(.enabled(if: HeadlessBrowser.executable != nil, HeadlessBrowser.skipReason), .serialized)
struct RunReportBrowserTests {
  /// The browser; the suite runs only where there is one.
  private var browser: HeadlessBrowser {
    get throws { HeadlessBrowser(executable: try #require(HeadlessBrowser.executable)) }
  }

  /// Checks what every page must show after its first render: ready, no errors, and as many
  /// steps and actions as its data.
  private func checkRendered(
    _ page: HeadlessBrowser.LoadedPage, data: RunReportData,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(page.consoleMessages == [], sourceLocation: sourceLocation)
    let dom = page.dom
    #expect(dom.root["data-ready"] == "true", sourceLocation: sourceLocation)
    #expect(dom.root["data-errors"] == "0", sourceLocation: sourceLocation)
    let timeline = dom.element(id: "timeline")?.attributes
    #expect(timeline?["data-step-count"] == "\(data.steps.count)", sourceLocation: sourceLocation)
    #expect(
      timeline?["data-action-count"] == "\(data.actions.count)", sourceLocation: sourceLocation)
    #expect(!dom.tags.contains { $0.name == "img" }, sourceLocation: sourceLocation)
    #expect(dom.tags.count { $0.name == "script" } == 3, sourceLocation: sourceLocation)
  }

  @Test func theToursReportShowsEveryStepAndActionOfItsRecording() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("tour.html")
    let run = await runCommand(
      ["run", "tour", "--quiet", "--report", page, "--record", directory.file("tour.jsonl")],
      definition: .showcase)
    #expect(run.status == 0)
    let recording = try Recording(parsing: try directory.read("tour.jsonl"))
    let data = try RunReportData.read(page)
    let loaded = try browser.load(page)
    let dom = loaded.dom
    checkRendered(loaded, data: data)
    #expect(
      dom.element(id: "timeline")?.attributes["data-action-count"] == "\(recording.actionCount)")
    // The launch, then the tour's 29 commands.
    #expect(dom.element(id: "timeline")?.attributes["data-step-count"] == "30")
  }

  @Test func selectingAStepShowsItsDiffAndHighlightsItsRoute() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("tour.html")
    #expect(
      await runCommand(["run", "tour", "--quiet", "--report", page], definition: .showcase)
        .status == 0)
    let data = try RunReportData.read(page)
    // `tap "Log in"`: the script's action, the login response and the delegate's `didLogIn`.
    let step = try #require(data.steps.first { $0.command == #"tap "Log in""# })
    let actions = step.actions.map { data.actions[$0] }
    let loaded = try browser.load(page, fragment: "#step-\(step.number)")
    let dom = loaded.dom
    checkRendered(loaded, data: data)
    #expect(dom.root["data-selected-step"] == "\(step.number)")
    #expect(
      dom.elements("li", withClass: "action").map { $0.attributes["data-origin"] }
        == actions.map(\.origin))
    #expect(dom.elements("pre", withClass: "diff").count == actions.count { $0.diff != nil })
    #expect(dom.nodes(withClass: "on-route") == Set(actions.flatMap(\.route)))
    #expect(dom.nodes(withClass: "changed") == Set(actions.flatMap(\.changed)))
    #expect(!dom.nodes(withClass: "changed").isEmpty)
  }

  @Test func aFailingScriptsReportShowsItsFailedExpect() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("failed.html")
    let run = await runCommand(
      ["run", "-", "--quiet", "--report", page],
      input: RunReportTests.searchScript + [#"expect loggedIn.displayName == "Bob""#],
      definition: .showcase)
    #expect(run.status == 1)
    let data = try RunReportData.read(page)
    let loaded = try browser.load(page, fragment: "#step-8")
    let dom = loaded.dom
    checkRendered(loaded, data: data)
    #expect(dom.root["data-selected-step"] == "8")
    #expect(dom.elements("li", withClass: "failed").count == 1)
    #expect(dom.elements("li", withClass: "passed").isEmpty)
  }

  /// The report of `app explore` shows what the exploration reached above its steps.
  @Test func anExplorationsReportShowsWhatItReached() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("explore.html")
    let run = await runCommand(
      ["explore", "--steps", "300", "--report", page], definition: .showcase)
    #expect(run.status == 0, "\(run.errorOutput)")
    let data = try RunReportData.read(page)
    let coverage = try #require(data.coverage)
    let loaded = try browser.load(page)
    let dom = loaded.dom
    checkRendered(loaded, data: data)
    let panel = try #require(dom.element(id: "coverage")?.attributes)
    #expect(panel["hidden"] == nil)
    #expect(panel["data-action-case-count"] == "\(coverage.actions.count)")
    #expect(panel["data-never-reached-count"] == "\(coverage.operatorsNeverReached.count)")
    #expect(dom.text.contains("\(coverage.screens.count) screens"))
  }

  @Test func aHostilePlaceNameFromTheWeatherServiceRendersAsText() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("hostile.html")
    let run = await runCommand(
      ["run", "-", "--quiet", "--report", page], input: RunReportTests.searchScript,
      definition: .hostileWeather)
    #expect(run.status == 0)
    let data = try RunReportData.read(page)
    let last = try #require(data.steps.last)
    let loaded = try browser.load(page, fragment: "#step-\(last.number)")
    let dom = loaded.dom
    checkRendered(loaded, data: data)
    // The browser writes text back with `<` and `>` as entities: it stayed text.
    #expect(dom.text.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"))
    #expect(dom.text.contains("&lt;b&gt;Nowhere&lt;/b&gt;"))
    #expect(!dom.tags.contains { $0.name == "b" })
  }
}
