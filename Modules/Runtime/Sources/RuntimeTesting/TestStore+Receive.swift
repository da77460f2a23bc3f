import Runtime

extension TestStore {
  /// Waits for the next action an effect sent, checks it equals `expectedAction`, and checks
  /// the state change it caused.
  ///
  /// It waits only while effects are running, at most `timeout` (by default the store's);
  /// with none running, an action that has not arrived never will.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      matching: { $0 == expectedAction },
      describedAs: "the following action",
      expectedForDiff: expectedAction,
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits at most `nanoseconds` for the next action an effect sent and checks it equals
  /// `expectedAction`: the overload taking a `Duration`, with the timeout in nanoseconds as the
  /// reference library spells it.
  ///
  /// ```swift
  /// await store.receive(.response, timeout: 1_000_000_000)
  /// ```
  @_disfavoredOverload
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      expectedAction, timeout: nanoseconds.map { .nanoseconds($0) },
      assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Waits for the next action an effect sent, checks that `isMatching` accepts it, and checks
  /// the state change it caused.
  public func receive(
    _ isMatching: (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: isMatching,
      describedAs: "an action matching the predicate",
      expectedForDiff: nil,
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits at most `nanoseconds` for the next action an effect sent and checks that
  /// `isMatching` accepts it, with the timeout in nanoseconds as the reference library spells it.
  ///
  /// ```swift
  /// await store.receive({ $0 == .response }, timeout: 1_000_000_000)
  /// ```
  @_disfavoredOverload
  public func receive(
    _ isMatching: (Action) -> Bool,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      isMatching, timeout: nanoseconds.map { .nanoseconds($0) },
      assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Waits for the next action an effect sent, checks that it is the case `casePath` points
  /// to, and checks the state change it caused.
  ///
  /// ```swift
  /// await store.receive(/Action.searchResponse) { $0.results = [] }
  /// ```
  public func receive<Value>(
    _ casePath: AnyCasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: { casePath.extract(from: $0) != nil },
      describedAs: "an action matching the case path",
      expectedForDiff: nil,
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits at most `nanoseconds` for the next action an effect sent and checks that it is the
  /// case `casePath` points to, with the timeout in nanoseconds as the reference library spells
  /// it.
  ///
  /// ```swift
  /// await store.receive(/Action.searchResponse, timeout: 1_000_000_000)
  /// ```
  @_disfavoredOverload
  public func receive<Value>(
    _ casePath: AnyCasePath<Action, Value>,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      casePath, timeout: nanoseconds.map { .nanoseconds($0) },
      assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Waits for the next action an effect sent, checks that it is the case `caseKeyPath` names,
  /// and checks the state change it caused; the observation era's way to receive actions that
  /// are not `Equatable`, such as those carrying `Result<T, any Error>`.
  ///
  /// ```swift
  /// await store.receive(\.searchResponse.success) { $0.results = GeocodingSearch.mock.results }
  /// ```
  public func receive<Value>(
    _ caseKeyPath: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await receive(
      Action.casePath(caseKeyPath), timeout: timeout, assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Waits for the next action an effect sent, checks that it is the case `caseKeyPath` names
  /// carrying `expectedValue`, and checks the state change it caused.
  ///
  /// ```swift
  /// await store.receive(\.searchResponse.success, .mock) {
  ///   $0.results = GeocodingSearch.mock.results
  /// }
  /// ```
  public func receive<Value: Equatable>(
    _ caseKeyPath: CaseKeyPath<Action, Value>,
    _ expectedValue: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = Action.casePath(caseKeyPath)
    await receive(
      matching: { casePath.extract(from: $0) == expectedValue },
      describedAs:
        "an action matching the case path, carrying \(customDump(expectedValue))",
      expectedForDiff: nil,
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits for an action to receive and checks it; in a non-exhaustive store, the actions
  /// before the first that `isMatching` accepts are skipped.
  private func receive(
    matching isMatching: (Action) -> Bool,
    describedAs expectation: String,
    expectedForDiff: Action?,
    timeout: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at site: SourceSite
  ) async {
    let limit = timeout ?? self.timeout
    guard await waitForReceivedAction(within: limit, matching: isMatching) else {
      failToReceive(expectation, expectedAction: expectedForDiff, waited: limit, at: site)
      return
    }
    if exhaustivity != .on {
      while let first = log.received.first, !isMatching(first.action) {
        state = first.state
        sharedChanges.acceptChanges(upTo: first.shared)
        log.received.removeFirst()
      }
    }
    let (action, actual, shared) = log.received.removeFirst()
    lastAssertionSite = site
    guard isMatching(action) else {
      let difference = expectedForDiff.flatMap { diff($0, action) }
      fail(
        """
        The action that arrived is not the one the test expected: \(difference.map { "…\n\($0)\n(Expected: -, Received: +)" }
          ?? "expected \(expectation), received:\n\(customDump(action))")
        """,
        at: site
      )
      state = actual
      sharedChanges.acceptChanges(upTo: shared)
      return
    }
    check(actual, shared: shared, expected: updateStateToExpectedResult, at: site)
    state = actual
  }

  /// Lets effects run until an action to receive arrives, as long as some are running and for
  /// at most `limit`; returns whether one did.
  private func waitForReceivedAction(
    within limit: Duration, matching isMatching: (Action) -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: limit)
    func hasCandidate() -> Bool {
      exhaustivity == .on ? !log.received.isEmpty : log.received.contains { isMatching($0.action) }
    }
    while !hasCandidate() {
      guard core.inFlightEffectCount > 0, ContinuousClock.now < deadline else { return false }
      await Task.megaYield()
    }
    return true
  }

  /// Fails the test for an `expectation` that did not arrive: effects were still running
  /// after `limit`, or none was left that could send it.
  private func failToReceive(
    _ expectation: String, expectedAction: Action?, waited limit: Duration, at site: SourceSite
  ) {
    let expectedDump = expectedAction.map { describe([$0]) }
    let running = core.inFlightEffectCount
    var message: String
    if running > 0 {
      let action = exhaustivity == .on ? "an action" : "a matching action"
      let effects = running == 1 ? "1 effect was" : "\(running) effects were"
      message = """
        No action arrived within \(describeTimeout(limit)), though the test waits for \(action).

        \(effects) still running. If one waits on a clock, advance the clock; if it needs more \
        real time, give the assertion a longer timeout.
        """
      message += "\n\nExpected:" + (expectedDump.map { "\n\($0)" } ?? " \(expectation)")
    } else {
      message = """
        The test waits for \(expectation), but no effect is running that could send it.
        """
      if let expectedDump { message += "\n\n\(expectedDump)" }
    }
    if !log.received.isEmpty {
      message += "\n\nReceived instead:\n\(describe(log.received.map(\.action)))"
    }
    fail(message, at: site)
  }
}
