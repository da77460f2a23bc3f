#if !canImport(ObjectiveC)
  import Testing

  /// Expects the rest of the current XCTest test to fail, for Linux XCTest, which lacks this
  /// function: the failures `issueMatcher` accepts (all of them when it is `nil`) are not
  /// recorded.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.hasPrefix("The action that arrived is not")
  /// }
  /// await store.receive(.response)
  /// ```
  ///
  /// It covers the failures the test support reports: a ``TestStore``'s (its failures at the
  /// end of the test included), runtime warnings, `XCTModify` and `XCTAssertNoDifference`; a
  /// plain `XCTFail` or `XCTAssertEqual` in the test is still recorded. A failure is offered to
  /// the most recent expectation first. Unless `strict` is `false`, the test fails when no
  /// failure came; `enabled: false` turns the expectation off.
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard enabled ?? true, isRunningXCTest(at: site) else { return }
    ExpectedFailureObserver.install()
    ExpectedFailures.ofRunningTest.add(
      ExpectedFailure(
        reason: failureReason, isStrict: strict ?? true, matcher: issueMatcher, site: site))
  }

  /// Expects `failingBlock` to fail, for Linux XCTest, which lacks this function: the failures
  /// it reports that `issueMatcher` accepts (all of them when it is `nil`) are not recorded.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   XCTModify(&state.child, case: /.some) { _ in }
  /// } issueMatcher: {
  ///   $0.compactDescription.contains("unchanged")
  /// }
  /// ```
  ///
  /// Unless `strict` is `false`, the test fails at this call when the block reported no
  /// failure that the expectation accepted.
  @discardableResult
  public func XCTExpectFailure<Result>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    failingBlock: () throws -> Result,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) rethrows -> Result {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard enabled ?? true, isRunningXCTest(at: site) else { return try failingBlock() }
    let number = ExpectedFailures.ofRunningTest.add(
      ExpectedFailure(
        reason: failureReason, isStrict: strict ?? true, matcher: issueMatcher, site: site))
    defer { ExpectedFailures.ofRunningTest.remove(number)?.failTestIfUnmet() }
    return try failingBlock()
  }

  /// Whether the test calling `XCTExpectFailure` is an XCTest test; a Swift Testing test is told
  /// to use `withKnownIssue` instead.
  private func isRunningXCTest(at site: SourceSite) -> Bool {
    guard Test.current != nil else { return true }
    Issue.record(
      "XCTExpectFailure covers XCTest tests only; in a Swift Testing test, use withKnownIssue.",
      sourceLocation: site.sourceLocation)
    return false
  }
#endif
