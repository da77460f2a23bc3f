import AppShell
import Foundation
import TestSupport
import Testing

/// What a newcomer sees first in a run report, in headless Chromium: the page opens on the
/// first step that changed the state, says what its counts count, wraps long actions between
/// their parts and keeps the timeline's labels apart. Skipped, with the reason, where no
/// browser is installed.
@MainActor
@Suite(.enabled(if: HeadlessBrowser.executable != nil, HeadlessBrowser.skipReason), .serialized)
struct RunReportFirstViewBrowserTests {
  private var browser: HeadlessBrowser {
    get throws { HeadlessBrowser(executable: try #require(HeadlessBrowser.executable)) }
  }

  /// Writes the tour's report into `directory`; returns its path.
  private func writeTourPage(in directory: TemporaryDirectory) async -> String {
    let page = directory.file("tour.html")
    let run = await runCommand(
      ["run", "tour", "--quiet", "--report", page], definition: .showcase)
    #expect(run.status == 0)
    return page
  }

  @Test func withoutAnAddressThePageOpensOnTheFirstStepThatChangedState() async throws {
    let directory = try TemporaryDirectory()
    let page = await writeTourPage(in: directory)
    let data = try RunReportData.read(page)
    let dom = try browser.load(page).dom
    #expect(dom.root["data-selected-step"] == "\(data.openingStep)")
    #expect(dom.root["data-selected-step"] == "2")
  }

  @Test func theHeaderSaysWhatItsCountsCount() async throws {
    let directory = try TemporaryDirectory()
    let page = await writeTourPage(in: directory)
    let dom = try browser.load(page).dom
    // 30 steps where the transcript says 29: the launch is one of them.
    #expect(dom.text.contains("30 steps (the launch and 29 commands)"))
    #expect(dom.text.contains("27 actions (10 sent by effects)"))
    #expect(dom.text.contains("8 effects"))
    let titles = dom.tags.compactMap { $0.attributes["title"] }
    #expect(titles.contains { $0.hasPrefix("Step 0 is the launch") })
    #expect(titles.contains { $0.hasPrefix("An effect is work a reducer returned") })
  }

  @Test func longActionsWrapBetweenTheirParts() async throws {
    let directory = try TemporaryDirectory()
    let page = await writeTourPage(in: directory)
    let dom = try browser.load(page, fragment: "#step-16").dom
    #expect(dom.root["data-selected-step"] == "16")
    // `tap "Add to favorites"`: four actions, each a one-line call that is longer than its box.
    #expect(dom.elements("pre", withClass: "atext").count == 4)
    #expect(dom.tags.count { $0.name == "wbr" } >= 4 * 3)
  }

  /// The timeline's clock labels and step numbers each declare their width (`textLength`), and
  /// none reaches the next one, in a run whose clock changes at every step.
  @Test func theTimelinesLabelsKeepApart() async throws {
    let directory = try TemporaryDirectory()
    let page = directory.file("clock.html")
    let script = ["advance 100s"] + Array(repeating: "advance 1ms", count: 40)
    let run = await runCommand(
      ["run", "-", "--quiet", "--report", page], input: script, definition: .showcase)
    #expect(run.status == 0)
    let dom = try browser.load(page, fragment: "#step-20").dom
    let texts = dom.tags.filter { $0.name == "text" }
    let ticks = try texts.filter { $0.classes.contains("tick") }.map(Self.extent)
    let numbers = try texts.filter { $0.classes.contains("snum") }.map(Self.extent)
    #expect(ticks.count >= 3)
    #expect(numbers.count >= 10)
    for labels in [ticks, numbers] {
      for (left, right) in zip(labels, labels.dropFirst()) {
        #expect(left.upperBound + 2 <= right.lowerBound, "\(left) and \(right) overlap")
      }
    }
  }

  /// Where an SVG label reaches, from its `x`, its `textLength` and its anchor.
  private static func extent(_ label: PageDOM.Tag) throws -> ClosedRange<Double> {
    let x = try #require(label.attributes["x"].flatMap(Double.init))
    let width = try #require(label.attributes["textLength"].flatMap(Double.init))
    let start = label.classes.contains("snum") ? x - width / 2 : x
    return start...(start + width)
  }
}
