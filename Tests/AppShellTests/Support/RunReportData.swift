import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// The data a run report page holds, read back from its `run-data` element as the page reads
/// it: the parts the tests compare with the recording, the script and the browser's page.
struct RunReportData: Decodable {
  struct Outcome: Decodable {
    var status: String
    var summary: String
  }

  struct Step: Decodable {
    var number: Int
    var line: Int?
    var command: String?
    /// The virtual time before and after the step, in nanoseconds.
    var start: Int64
    var end: Int64
    var actions: [Int]
    var screen: Int?
    var active: [Int]?
    var expects: [Expect]
    var error: String?
  }

  struct Expect: Decodable {
    var text: String
    var passed: Bool
    var message: String?
  }

  struct Action: Decodable {
    var step: Int
    var origin: String
    var text: String
    var feature: String
    var route: [Int]
    var changed: [Int]
    var diff: String?
  }

  struct Effect: Decodable {
    var number: Int
    var feature: String
    var outcome: String
    var reason: String?
  }

  var title: String
  var kind: String
  var outcome: Outcome
  var features: [String]
  var screens: [String]
  var steps: [Step]
  var actions: [Action]
  var effects: [Effect]
  /// The number of the step the page opens on without a `#step-N` address.
  var openingStep: Int
  /// What an exploration reached, in the report of `app explore`.
  var coverage: Coverage?

  struct Coverage: Decodable, Equatable {
    var screens: [String]
    var controls: [String]
    var actions: [String]
    var operators: [String]
    var operatorsNeverReached: [String]
  }

  /// The text of the page's `run-data` element, as it stands in the file.
  static func embeddedJSON(in page: String) throws -> String {
    let opening = #"<script type="application/json" id="run-data">"#
    guard let start = page.range(of: opening),
      let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
    else { throw ReportPageError.noData }
    return String(page[start.upperBound..<end.lowerBound])
  }

  /// The data of the report of a fresh run of the bundled tour script.
  @MainActor
  static func ofTheTour() async throws -> RunReportData {
    let directory = try TemporaryDirectory()
    let page = directory.file("tour.html")
    let run = await runCommand(
      ["run", "tour", "--quiet", "--report", page], definition: .showcase)
    #expect(run.status == 0)
    return try read(page)
  }

  /// The data of the page at `path`.
  static func read(_ path: String) throws -> RunReportData {
    let page = try String(contentsOfFile: path, encoding: .utf8)
    return try JSONDecoder().decode(Self.self, from: Data(embeddedJSON(in: page).utf8))
  }

  /// The steps the script ran (without the launch, step 0, and the end of the session).
  var commandSteps: [Step] { steps.filter { $0.command != nil } }
}

/// Why a run report page could not be read.
enum ReportPageError: Error {
  /// The page has no `run-data` element.
  case noData
}
