import RuntimeTesting
import Testing

@Suite struct XCTExpectFailureMisuseTests {
  @Test func aSwiftTestingTestIsToldToUseWithKnownIssue() {
    withKnownIssue {
      XCTExpectFailure()
    } matching: {
      $0.mentions("in a Swift Testing test, use withKnownIssue")
    }
  }

  @Test func theBlockFormStillRunsItsBlock() {
    var value = 0
    withKnownIssue {
      value = XCTExpectFailure { 42 }
    } matching: {
      $0.mentions("in a Swift Testing test, use withKnownIssue")
    }
    #expect(value == 42)
  }
}
