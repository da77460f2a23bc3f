#if !canImport(ObjectiveC)
  import Runtime
  import XCTest

  /// The failures the running XCTest test expects: `XCTExpectFailure` adds them, and every
  /// failure the test support reports is offered to them first; a failure one of them matches is
  /// not recorded.
  ///
  /// Failures arrive from any thread, from effects and from a test store's deinit at the end of
  /// the test, so the expectations are one lock-protected list for the whole process, which
  /// ``ExpectedFailureObserver`` empties when each test starts and ends.
  ///
  /// ```swift
  /// let number = ExpectedFailures.ofRunningTest.add(expectation)
  /// if ExpectedFailures.ofRunningTest.absorbs(issue) { return }  // expected: not recorded
  /// ExpectedFailures.ofRunningTest.remove(number)?.failTestIfUnmet()
  /// ```
  package final class ExpectedFailures: Sendable {
    /// The expectations of the XCTest test that is running.
    package static let ofRunningTest = ExpectedFailures()

    private let state = LockIsolated((lastNumber: 0, expectations: [ExpectedFailure]()))

    package init() {}

    /// Adds `expectation`, to be tried before those added earlier; returns its number.
    @discardableResult
    package func add(_ expectation: ExpectedFailure) -> Int {
      state.withLock { state in
        state.lastNumber += 1
        var expectation = expectation
        expectation.number = state.lastNumber
        state.expectations.append(expectation)
        return state.lastNumber
      }
    }

    /// Whether an expectation accepts `issue`, trying the most recent first; the one that does
    /// counts it.
    package func absorbs(_ issue: XCTIssue) -> Bool {
      let candidates = state.withLock { state in
        state.expectations.reversed().map { (number: $0.number, matcher: $0.matcher) }
      }
      // Matchers are test code: they run outside the lock, so that one that reports a failure
      // itself does not wait for the lock it holds.
      guard let match = candidates.first(where: { $0.matcher?(issue) ?? true }) else {
        return false
      }
      state.withLock { state in
        guard let index = state.expectations.firstIndex(where: { $0.number == match.number })
        else { return }
        state.expectations[index].matchCount += 1
      }
      return true
    }

    /// Removes the expectation numbered `number` and returns it.
    package func remove(_ number: Int) -> ExpectedFailure? {
      state.withLock { state in
        guard let index = state.expectations.firstIndex(where: { $0.number == number }) else {
          return nil
        }
        return state.expectations.remove(at: index)
      }
    }

    /// Removes every expectation and returns them, oldest first.
    @discardableResult
    package func removeAll() -> [ExpectedFailure] {
      state.withLock { state in
        defer { state.expectations.removeAll() }
        return state.expectations
      }
    }
  }

  /// What one `XCTExpectFailure` call accepts, and how many failures it accepted.
  ///
  /// ```swift
  /// let expectation = ExpectedFailure(
  ///   reason: "fixed in the next release", isStrict: false, matcher: nil, site: site)
  /// ```
  package struct ExpectedFailure {
    /// Why the failure is expected, as the test said.
    package let reason: String?
    /// Whether the test fails when no failure comes.
    package let isStrict: Bool
    /// Which failures it accepts; all of them when `nil`.
    let matcher: ((XCTIssue) -> Bool)?
    /// Where the test called `XCTExpectFailure`.
    let site: SourceSite
    /// Its place among the expectations: a later one has a larger number.
    fileprivate(set) var number = 0
    /// How many failures it accepted.
    package fileprivate(set) var matchCount = 0

    init(reason: String?, isStrict: Bool, matcher: ((XCTIssue) -> Bool)?, site: SourceSite) {
      self.reason = reason
      self.isStrict = isStrict
      self.matcher = matcher
      self.site = site
    }

    /// Whether the test fails because of it: it is strict and accepted no failure.
    package var failsTheTest: Bool { isStrict && matchCount == 0 }

    /// Fails the current test at the `XCTExpectFailure` call when the expectation
    /// ``failsTheTest``.
    func failTestIfUnmet() {
      guard failsTheTest else { return }
      let what = matcher == nil ? "a failure" : "a failure that its issue matcher accepts"
      XCTFail(
        "XCTExpectFailure expected \(what), but none was reported"
          + (reason.map { ": \($0)" } ?? "."),
        file: site.filePath, line: site.line)
    }
  }
#endif
