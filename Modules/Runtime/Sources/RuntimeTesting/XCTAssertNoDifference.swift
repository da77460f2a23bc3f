import Runtime

/// Fails the test when two values are not equal, showing the lines where their dumps differ.
///
/// ```swift
/// XCTAssertNoDifference(store.state.results, GeocodingSearch.mock.results)
/// ```
///
/// The failure goes to the test that is running, Swift Testing or XCTest, and an
/// `XCTExpectFailure` can expect it.
public func XCTAssertNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let failure: String
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    failure =
      diff(first, second).map { "The values differ (- first, + second):\n\($0)" }
      ?? "The values are not equal, though they dump the same:\n\(customDump(first))"
  } catch {
    failure = "An expression threw instead of giving a value: \(error)"
  }
  let note = message()
  TestFrameworkIssueReporter.record(
    "XCTAssertNoDifference failed. " + failure + (note.isEmpty ? "" : "\n\(note)"), at: site)
}
