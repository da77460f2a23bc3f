import Runtime

/// A store for tests that checks every state change, every action effects send back and every
/// effect still running.
///
/// ```swift
/// @Test func search() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: SearchFeature.State()) {
///     SearchFeature()
///   } withDependencies: {
///     $0.continuousClock = clock
///     $0.weatherClient.search = { _ in .mock }
///   }
///   await store.send(.searchQueryChanged("S")) { $0.searchQuery = "S" }
///   await clock.advance(by: .milliseconds(300))
///   await store.receive(.searchQueryChangeDebounced)
///   await store.receive(\.searchResponse.success) { $0.results = GeocodingSearch.mock.results }
/// }
/// ```
///
/// Failures show a `- expected` / `+ actual` diff and are reported to Swift Testing or XCTest.
/// At the end of the test, unreceived actions and effects still running fail it too.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks the test.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and ``finish(timeout:fileID:filePath:line:column:)`` wait in real time
  /// before failing.
  ///
  /// A passing test never waits this long; the generous default keeps tests reliable on a
  /// loaded machine and under the sanitizers, where everything runs several times slower.
  public var timeout: Duration = .seconds(5)

  private let core: StoreCore<State, Action>
  private let log: TestStoreLog<State, Action>
  private var expectedState: State
  private let creationSite: SourceSite

  /// A store for views to render, sharing this test store's state and effects.
  public let store: Store<State, Action>

  /// Creates a test store; dependencies start from their test values and can be changed with
  /// `prepareDependencies`.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    var values = DependencyValues(context: .test)
    prepareDependencies(&values)
    let log = TestStoreLog<State, Action>()
    let state = initialState()
    let core = StoreCore(
      initialState: state, dependencies: values,
      observer: StoreObserver(didReduce: { action, _, after in log.record(action, state: after) }),
      reducer: reducer)
    self.core = core
    self.log = log
    self.expectedState = state
    self.creationSite = SourceSite(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.store = Store(core: core)
  }

  /// The current state.
  public var state: State { core.state }

  /// The dependencies effects started from now on will see.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  /// Sends `action` and checks that the state changed exactly as `updateStateToExpectedResult`
  /// describes (or not at all when it is omitted).
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if !log.received.isEmpty {
      if exhaustivity == .on {
        fail(
          """
          Must handle \(log.received.count) received \
          action\(log.received.count == 1 ? "" : "s") before sending an action:
          \(describe(log.received.map(\.action)))
          """,
          at: location
        )
      }
      expectedState = log.received[log.received.count - 1].state
      log.received.removeAll()
    }
    log.isAwaitingSentAction = true
    let task = core.send(action)
    log.isAwaitingSentAction = false
    let actual = log.stateAfterSentAction ?? core.state
    log.stateAfterSentAction = nil
    check(actual, from: expectedState, expected: updateStateToExpectedResult, at: location)
    expectedState = actual
    return TestStoreTask(rawValue: task, timeout: timeout)
  }

  /// Waits for the next action an effect sent, checks it equals `expectedAction`, and checks
  /// the state change it caused.
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
      describedAs: customDump(expectedAction),
      expectedForDiff: expectedAction,
      timeout: timeout,
      assert: updateStateToExpectedResult,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
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

  /// Accepts every action received so far without checking them.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    guard let last = log.received.last else {
      if strict {
        fail(
          "There were no received actions to skip.",
          at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
      }
      return
    }
    expectedState = last.state
    log.received.removeAll()
  }

  /// Cancels every effect still running, so that the test can end without waiting for them.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    if strict && core.inFlightEffectCount == 0 {
      fail(
        "There were no in-flight effects to skip.",
        at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
    core.cancelAllEffects()
  }

  /// Waits until no effect is running; fails if some still are after `timeout`.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let limit = timeout ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: limit)
    await Task.megaYield()
    while core.inFlightEffectCount > 0 && ContinuousClock.now < deadline {
      await Task.megaYield()
    }
    guard core.inFlightEffectCount > 0 else { return }
    fail(
      """
      Expected effects to finish, but \(core.inFlightEffectCount) \
      \(core.inFlightEffectCount == 1 ? "is" : "are") still running after \(limit).
      """,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  // Not `isolated`: an isolated deinit runs with task-local values reset, so Swift Testing no
  // longer knows which test is running and the failures below were silently dropped. A test
  // store is released on the main actor, where its test runs.
  deinit {
    MainActor.assumeIsolated { checkEndOfTest() }
  }

  /// Fails the test for received actions and effects that it left unhandled, then cancels the
  /// effects.
  private func checkEndOfTest() {
    if exhaustivity == .on {
      let site = creationSite
      if !log.received.isEmpty {
        fail(
          """
          The store received \(log.received.count) unexpected \
          action\(log.received.count == 1 ? "" : "s") that the test did not assert:
          \(describe(log.received.map(\.action)))
          """,
          at: site
        )
      }
      if core.inFlightEffectCount > 0 {
        fail(
          """
          \(core.inFlightEffectCount) effect\(core.inFlightEffectCount == 1 ? " is" : "s are") \
          still running at the end of the test. Wait for them with "finish()", or cancel them \
          with "skipInFlightEffects()".
          """,
          at: site
        )
      }
    }
    core.cancelAllEffects()
  }

  private func receive(
    matching isMatching: (Action) -> Bool,
    describedAs expectation: String,
    expectedForDiff: Action?,
    timeout: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceSite
  ) async {
    let limit = timeout ?? self.timeout
    guard await waitForReceivedAction(within: limit, matching: isMatching) else {
      fail(
        "Expected to receive \(expectation), but received none after \(limit).",
        at: location
      )
      return
    }
    if exhaustivity == .off {
      while let first = log.received.first, !isMatching(first.action) {
        expectedState = first.state
        log.received.removeFirst()
      }
    }
    let (action, actual) = log.received.removeFirst()
    guard isMatching(action) else {
      let difference = expectedForDiff.flatMap { diff($0, action) }
      fail(
        """
        Received unexpected action: \(difference.map { "…\n\($0)\n(Expected: -, Received: +)" }
          ?? "expected \(expectation), received:\n\(customDump(action))")
        """,
        at: location
      )
      expectedState = actual
      return
    }
    check(actual, from: expectedState, expected: updateStateToExpectedResult, at: location)
    expectedState = actual
  }

  private func waitForReceivedAction(
    within limit: Duration, matching isMatching: (Action) -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: limit)
    func hasCandidate() -> Bool {
      exhaustivity == .on ? !log.received.isEmpty : log.received.contains { isMatching($0.action) }
    }
    while !hasCandidate() {
      guard ContinuousClock.now < deadline else { return false }
      await Task.megaYield()
    }
    return true
  }

  private func check(
    _ actual: State,
    from previous: State,
    expected updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceSite
  ) {
    var expected = exhaustivity == .on ? previous : actual
    do {
      try updateStateToExpectedResult?(&expected)
    } catch {
      fail("The state assertion threw an error: \(error)", at: location)
      return
    }
    if expected != actual {
      let difference = diff(expected, actual) ?? customDump(actual)
      fail(
        """
        A state change does not match expectation: …
        \(difference)
        (Expected: -, Actual: +)
        """,
        at: location
      )
    } else if exhaustivity == .on, updateStateToExpectedResult != nil, expected == previous {
      fail(
        """
        Expected state to change, but no change occurred. The assertion closure made no \
        modifications; if no change is expected, omit it.
        """,
        at: location
      )
    }
  }

  private func describe(_ actions: [Action]) -> String {
    actions.map { "  " + customDump($0).replacingOccurrences(of: "\n", with: "\n  ") }
      .joined(separator: "\n")
  }

  private func fail(_ message: String, at site: SourceSite) {
    TestFrameworkIssueReporter.record(message, at: site)
  }
}
