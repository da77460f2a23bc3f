#if !canImport(ObjectiveC)
  import Foundation
  import RuntimeTesting
  import XCTest

  @MainActor
  final class XCTExpectFailureTests: XCTestCase {
    func testAMatchedFailureIsNotRecorded() async {
      XCTExpectFailure { $0.compactDescription == "A runtime warning." }
      reportIssue("A runtime warning.")
    }

    func testAFailureIsReportedAtTheFileAndLineOfTheAssertion() async {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Void> { state, _ in
          state += 1
          return .none
        }
      }
      let sendLine = #line + 5
      XCTExpectFailure { issue in
        issue.sourceCodeContext.location?.fileURL.path == "\(#filePath)"
          && issue.sourceCodeContext.location?.lineNumber == sendLine
      }
      await store.send(())
    }

    func testAFailureGoesToTheMostRecentExpectationThatAcceptsIt() async {
      let matches = LockIsolated([0, 0, 0])
      XCTExpectFailure { _ in
        matches.withValue { $0[0] += 1 }
        return true
      }
      reportIssue("First.")
      XCTExpectFailure { _ in
        matches.withValue { $0[1] += 1 }
        return true
      }
      XCTExpectFailure { issue in
        matches.withValue { $0[2] += 1 }
        return issue.compactDescription == "Third."
      }
      reportIssue("Second.")
      reportIssue("Third.")
      XCTAssertEqual(matches.value, [1, 1, 2])
    }

    func testFailuresFromOtherThreadsAreMatched() async {
      XCTExpectFailure { $0.compactDescription == "From another thread." }
      await withCheckedContinuation { continuation in
        Thread {
          reportIssue("From another thread.")
          continuation.resume()
        }.start()
      }
    }

    func testTheFailuresOfAStoreAtTheEndOfTheTestAreMatched() async {
      XCTExpectFailure {
        $0.compactDescription.hasPrefix(
          "This action started an effect that is still running at the end of the test.")
      }
      let store = TestStore(initialState: 0) {
        Reduce<Int, Void> { _, _ in .run { _ in try await Task.never() } }
      }
      await store.send(())
    }

    func testTheBlockFormCoversOnlyItsBlockAndReturnsItsValue() async {
      let value = XCTExpectFailure {
        reportIssue("Inside the block.")
        return 42
      } issueMatcher: {
        $0.compactDescription == "Inside the block."
      }
      XCTAssertEqual(value, 42)
      XCTAssertTrue(ExpectedFailures.ofRunningTest.removeAll().isEmpty)
    }

    func testAStrictExpectationThatAcceptedNothingFailsTheTest() async {
      XCTExpectFailure("The bug is fixed.")
      XCTExpectFailure("Maybe.", strict: false)
      XCTExpectFailure { _ in true }
      reportIssue("A failure.")
      let expectations = ExpectedFailures.ofRunningTest.removeAll()
      XCTAssertEqual(expectations.map(\.failsTheTest), [true, false, false])
      XCTAssertEqual(expectations.map(\.matchCount), [0, 0, 1])
    }

    func testADisabledExpectationExpectsNothing() async {
      XCTExpectFailure(enabled: false)
      XCTAssertTrue(ExpectedFailures.ofRunningTest.removeAll().isEmpty)
    }

    func testAnExpectationEndsWithItsTest() async {
      XCTAssertTrue(ExpectedFailures.ofRunningTest.removeAll().isEmpty)
    }
  }

  /// Runs ``FailingByDesignTests`` in a child process, where their failures cannot fail this
  /// run, and reads the failures they recorded.
  final class XCTExpectFailureFailingTests: XCTestCase {
    func testUnmetExpectationsAndFailuresNoneExpectsFailTheirTest() async throws {
      let output = try await runChildTests("RuntimeTests.FailingByDesignTests")
      XCTAssertFalse(output.succeeded)
      XCTAssertTrue(
        output.text.contains(
          "\(#filePath):\(FailingByDesignTests.unmetLine): error: "
            + "FailingByDesignTests.testAnUnmetExpectation : failed - "
            + "XCTExpectFailure expected a failure, but none was reported: The bug is fixed."),
        output.text)
      XCTAssertTrue(
        output.text.contains(
          "\(#filePath):\(FailingByDesignTests.unmetBlockLine): error: "
            + "FailingByDesignTests.testAnUnmetBlockExpectation : failed - "
            + "XCTExpectFailure expected a failure that its issue matcher accepts, but none was "
            + "reported."),
        output.text)
      XCTAssertTrue(
        output.text.contains(
          "\(#fileID):\(FailingByDesignTests.unexpectedLine): error: "
            + "FailingByDesignTests.testAFailureNoExpectationAccepts : failed - "
            + "Not the expected one."),
        output.text)
      XCTAssertTrue(output.text.contains("Executed 3 tests, with 3 failures"), output.text)
    }

    private func runChildTests(_ filter: String) async throws -> (succeeded: Bool, text: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = [filter]
      process.environment = ProcessInfo.processInfo.environment.merging(
        [FailingByDesignTests.environmentKey: "1"], uniquingKeysWith: { $1 })
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let data = await Task.detached { pipe.fileHandleForReading.readDataToEndOfFile() }.value
      process.waitUntilExit()
      return (process.terminationStatus == 0, String(decoding: data, as: UTF8.self))
    }
  }

  /// Tests that fail on purpose, run only by ``XCTExpectFailureFailingTests`` in a child process.
  final class FailingByDesignTests: XCTestCase {
    static let environmentKey = "RUNTIME_TESTING_FAILING_BY_DESIGN"
    static let unmetLine = #line + 9
    static let unmetBlockLine = #line + 12
    static let unexpectedLine = #line + 19

    override func setUpWithError() throws {
      try XCTSkipUnless(ProcessInfo.processInfo.environment[Self.environmentKey] == "1")
    }

    func testAnUnmetExpectation() {
      XCTExpectFailure("The bug is fixed.")
    }

    func testAnUnmetBlockExpectation() {
      XCTExpectFailure {
      } issueMatcher: {
        $0.compactDescription == "The expected failure."
      }
    }

    func testAFailureNoExpectationAccepts() {
      XCTExpectFailure(strict: false) { $0.compactDescription == "The expected failure." }
      reportIssue("Not the expected one.")
    }
  }
#endif
