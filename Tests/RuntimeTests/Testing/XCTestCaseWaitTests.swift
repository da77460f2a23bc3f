#if !canImport(ObjectiveC)
  import Dispatch
  import RuntimeTesting
  import XCTest

  final class XCTestCaseWaitTests: XCTestCase {
    /// `wait(for:)` with no timeout, as tests written on Apple platforms call it, waits until
    /// the expectations are fulfilled, here from another thread.
    func testWaitingWithoutATimeoutReturnsOnceFulfilled() {
      let first = expectation(description: "first")
      let second = expectation(description: "second")
      DispatchQueue.global().async {
        first.fulfill()
        second.fulfill()
      }
      wait(for: [first, second], enforceOrder: true)
    }
  }
#endif
