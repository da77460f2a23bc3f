import Runtime
import Testing
import XCTest

/// Routes runtime warnings and test failures to the test that is running: Swift Testing when a
/// `@Test` is current, XCTest otherwise.
///
/// The runtime finds this type by name whenever `RuntimeTesting` is linked into the process, so
/// tests need no set-up to see runtime warnings as failures.
public enum TestFrameworkIssueReporter: IssueReporter {
  public static func report(_ message: String, fileID: StaticString, line: UInt) {
    record(message, fileID: "\(fileID)", filePath: "\(fileID)", line: Int(line), column: 1)
  }

  /// Records `message` as a failure of the current test at the given location.
  static func record(_ message: String, fileID: String, filePath: String, line: Int, column: Int) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column)
      )
    } else {
      XCTFail(message)
    }
  }
}
