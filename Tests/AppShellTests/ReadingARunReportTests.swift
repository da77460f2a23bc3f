import AppShell
import Foundation
import TestSupport
import Testing

/// The guide "Reading a run report" and the tour's own comments tell the tour's report as the
/// report shows it: the steps the guide times take that time, and the `settle` after the login
/// waits for the search's debounce, not for the login, which answers during the tap.
@MainActor
@Suite struct ReadingARunReportTests {
  private static func text(_ path: String) throws -> String {
    try String(contentsOf: testTargetURL("../../" + path), encoding: .utf8)
  }

  private static var article: String {
    get throws { try text("Modules/AppRoot/Sources/AppRoot/AppRoot.docc/ReadingARunReport.md") }
  }

  /// Each "step N (`command`, `+Tms` ...)" of the guide is step N of the tour's report, with
  /// that command and that much virtual time.
  @Test func theStepsTheGuideTimesTakeThatTime() async throws {
    let report = try await RunReportData.ofTheTour()
    let timed = try Self.article.matches(of: /step (\d+)\s+\(`([^`]+)`,\s+`\+(\d+)ms`/)
    #expect(timed.count >= 2)
    for match in timed {
      let number = try #require(Int(match.output.1))
      let step = try #require(report.steps.first { $0.number == number })
      #expect(step.command == String(match.output.2))
      #expect(step.end - step.start == Int64(try #require(Int(match.output.3))) * 1_000_000)
    }
  }

  /// In the report, the login's response comes in the `tap "Log in"` step, and the `settle`
  /// after it reduces only the search's debounced action; the guide and the tour say so.
  @Test func theSettleAfterTheLoginWaitsForTheSearchDebounce() async throws {
    let report = try await RunReportData.ofTheTour()
    let tap = try #require(report.steps.firstIndex { $0.command == #"tap "Log in""# })
    let tapActions = report.steps[tap].actions.map { report.actions[$0].text }
    #expect(tapActions.contains { $0.contains(".loginResponse(") })
    let settle = report.steps[tap + 1]
    #expect(settle.command == "settle")
    #expect(settle.end - settle.start == 300_000_000)
    #expect(
      !settle.actions.isEmpty
        && settle.actions.allSatisfy {
          report.actions[$0].text.contains(".searchQueryChangeDebounced")
        })

    let paragraph = try #require(
      try Self.article.components(separatedBy: "\n\n").first { $0.contains("`+300ms`") })
    #expect(paragraph.contains("debounce"))
    #expect(!paragraph.contains("login request"))
    // The tour's comment on that `settle`: the lines of comments just above it.
    let tour = try Self.text("Modules/AppRoot/Sources/AppShell/Scripts/tour.script")
      .split(separator: "\n").map(String.init)
    let tapLine = try #require(tour.firstIndex(of: #"tap "Log in""#))
    let settleLine = try #require(tour[tapLine...].firstIndex(of: "settle"))
    let comment = tour[(tapLine + 1)..<settleLine].joined(separator: "\n")
    #expect(comment.contains("debounce"))
    #expect(!comment.contains("until it answers"))
  }
}
