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
  reportDifference(
    "XCTAssertNoDifference", try expression1(), try expression2(), message(),
    at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the test when two values are not equal, showing the lines where their dumps differ:
/// the name that code written for TCA 1.10 and later uses, with Swift Testing.
///
/// ```swift
/// expectNoDifference(store.state.results, GeocodingSearch.mock.results)
/// ```
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportDifference(
    "expectNoDifference", try expression1(), try expression2(), message(),
    at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records a failure named after `assertion` at `site` unless the two values are equal.
private func reportDifference<T: Equatable>(
  _ assertion: String,
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: String,
  at site: SourceSite
) {
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
  TestFrameworkIssueReporter.record(
    "\(assertion) failed. " + failure + (message.isEmpty ? "" : "\n\(message)"), at: site)
}
