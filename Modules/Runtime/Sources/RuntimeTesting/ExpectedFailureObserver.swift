#if !canImport(ObjectiveC)
  import XCTest

  /// Keeps each XCTest test's expected failures to that test: it empties
  /// ``ExpectedFailures/ofRunningTest`` when a test starts and ends, and fails the test, before
  /// it ends, for every strict expectation that accepted no failure.
  ///
  /// ```swift
  /// ExpectedFailureObserver.install()
  /// ```
  ///
  /// The check runs as the test's last teardown block, after the test function returned and the
  /// test stores it made reported what they report at their end: XCTest traps on a failure
  /// recorded once the test has finished.
  final class ExpectedFailureObserver: XCTestObservation {
    /// Registers the observer with XCTest, once for the whole process.
    static func install() {
      _ = installation
    }

    private static let installation: Void = {
      XCTestObservationCenter.shared.addTestObserver(ExpectedFailureObserver())
    }()

    func testCaseWillStart(_ testCase: XCTestCase) {
      ExpectedFailures.ofRunningTest.removeAll()
      testCase.addTeardownBlock {
        for expectation in ExpectedFailures.ofRunningTest.removeAll() {
          expectation.failTestIfUnmet()
        }
      }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      ExpectedFailures.ofRunningTest.removeAll()
    }
  }

  #if os(Linux)
    /// Installs the observer when the test binary loads, so that it is in place before XCTest
    /// starts the first test: one installed during a test learns of no test before the next.
    @used @section(".init_array")
    private let installExpectedFailureObserverOnLoad: @convention(c) () -> Void = {
      ExpectedFailureObserver.install()
    }
  #endif
#endif
