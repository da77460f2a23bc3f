import Runtime
import Testing
import XCTest

/// Routes runtime warnings and test failures to the test that is running: Swift Testing when a
/// `@Test` is current, XCTest otherwise.
///
/// The runtime finds this type by name whenever `RuntimeTesting` is linked into the process, so
/// tests need no set-up to see runtime warnings as failures. In an XCTest test, a failure that an
/// `XCTExpectFailure` of the test expects is not recorded.
public enum TestFrameworkIssueReporter: IssueReporter {
  public static func report(_ message: String, fileID: StaticString, line: UInt) {
    record(message, at: SourceSite(fileID: fileID, line: line))
  }

  /// Records `message` as a failure of the current test at `site`.
  static func record(_ message: String, at site: SourceSite) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
      return
    }
    #if !canImport(ObjectiveC)
      if ExpectedFailures.ofRunningTest.absorbs(XCTIssue(message, at: site)) { return }
    #endif
    XCTFail(message, file: site.filePath, line: site.line)
  }
}
