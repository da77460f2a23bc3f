import Dispatch
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
/// At the end of the test, unreceived actions fail it, and so does every effect still running,
/// at the `send` that started it.
///
/// The initial state and the reducer are built, and assertion closures run, with the store's
/// dependencies in force, so that a value the state makes from a dependency (a date, an id)
/// comes from the same dependency in the test as in the feature.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks the test.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait in real time for effects still running before failing.
  ///
  /// A passing test never waits this long; the generous default keeps tests reliable on a
  /// loaded machine and under the sanitizers, where everything runs several times slower.
  public var timeout: Duration = .seconds(5)

  /// The state as the test last asserted it: after the last action sent, received or skipped.
  ///
  /// Inside an assertion closure it is the state before the action, the one the closure
  /// changes. Actions that effects sent and the test has not received yet are not in it; the
  /// store's live state is `store.currentState`.
  public internal(set) var state: State

  /// A store for views to render, sharing this test store's state and effects.
  public let store: Store<State, Action>

  /// Whether the feature dismissed itself with `@Dependency(\.dismiss)`, as a presented
  /// feature does; a test that replaces `dismiss` in its dependencies decides this itself.
  ///
  /// ```swift
  /// await store.send(.closeButtonTapped)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool { dismissal.value }
  private let dismissal: LockIsolated<Bool>

  let core: StoreCore<State, Action>
  let log: TestStoreLog<State, Action>
  /// The shared values the store's actions and assertions have changed.
  let sharedChanges: SharedChangeTracker
  private let creationSite: SourceSite
  /// Where the test last sent, received or skipped, which actions received after it follow.
  var lastAssertionSite: SourceSite
  /// The `send` that each origin of effects still running stands for.
  private var sendSites: [EffectOrigin: SourceSite] = [:]
  private var lastOriginNumber = 0
  private let mainSerialExecutorAtCreation = uncheckedUseMainSerialExecutor

  /// Creates a test store; dependencies start from their test values, under any overrides in
  /// force where the store is made (`withDependencies`, a `.dependency` test trait), and can be
  /// changed with `prepareDependencies`.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    var values = DependencyValues.currentForTesting
    let dismissal = LockIsolated(false)
    values.dismiss = DismissEffect { dismissal.setValue(true) }
    // One set of defaults for every `.appStorage` key of this store, and one set of files for
    // every `.fileStorage` key, each made once.
    values.defaultAppStorage = values.defaultAppStorage
    values.defaultFileStorage = values.defaultFileStorage
    prepareDependencies(&values)
    let sharedChanges = SharedChangeTracker()
    values.sharedStorage = SharedStorage()
    values.sharedChangeTracker = sharedChanges
    let log = TestStoreLog<State, Action>()
    let state = withDependencies({ [values] in $0 = values }, operation: { initialState() })
    let core = StoreCore(
      initialState: state, dependencies: values,
      observer: StoreObserver(
        didReduce: { action, _, after in
          log.record(action, state: after, shared: sharedChanges.recordValues())
        },
        effectTag: EffectOrigin.tagOfEffectStartingNow),
      reducer: reducer)
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.core = core
    self.dismissal = dismissal
    self.log = log
    self.sharedChanges = sharedChanges
    self.state = state
    self.creationSite = site
    self.lastAssertionSite = site
    self.store = Store(core: core)
    uncheckedUseMainSerialExecutor = true
  }

  /// The dependencies effects started from now on will see.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  /// Whether ``uncheckedUseMainSerialExecutor`` is on: the store turns it on when it is
  /// created and gives it back its earlier value when it goes away.
  public var useMainSerialExecutor: Bool {
    get { uncheckedUseMainSerialExecutor }
    set { uncheckedUseMainSerialExecutor = newValue }
  }

  /// Sends `action` and checks that the state changed exactly as `updateStateToExpectedResult`
  /// describes (or not at all when it is omitted).
  ///
  /// Actions effects sent that the test has not received yet fail an exhaustive test and stay
  /// to be received; a non-exhaustive store skips them. Before returning, it lets the effects
  /// the action woke run up to their next suspension.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if !log.received.isEmpty {
      switch exhaustivity {
      case .on:
        fail(
          """
          \(log.received.count) received \
          action\(log.received.count == 1 ? " was" : "s were") not asserted before this send; \
          receive \(log.received.count == 1 ? "it" : "them") first:
          \(describe(log.received.map(\.action)))
          """,
          at: site
        )
      case .off:
        acceptReceivedActions()
      }
    }
    let origin = nextOrigin(for: site)
    log.isAwaitingSentAction = true
    let task = EffectOrigin.$current.withValue(origin) { core.send(action) }
    log.isAwaitingSentAction = false
    let actual = log.stateAfterSentAction ?? core.state
    let shared = log.sharedAfterSentAction
    log.stateAfterSentAction = nil
    log.sharedAfterSentAction = nil
    check(actual, shared: shared, expected: updateStateToExpectedResult, at: site)
    state = actual
    lastAssertionSite = site
    await Task.megaYield()
    return TestStoreTask(
      rawValue: task, timeout: timeout,
      runningTasks: { [weak core] in core?.effectTasks(startedBy: origin) ?? [] },
      cancelRunning: { [weak core] in core?.cancelEffects(startedBy: origin) }
    )
  }

  /// Checks the state as `updateStateToExpectedResult` describes it, with no action sent.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.refresh)
  /// await store.finish()
  /// store.assert { $0.isLoading = false }
  /// ```
  ///
  /// The closure must leave ``state`` as it is. A non-exhaustive store first accepts the
  /// actions effects sent, so that the check is against the store's current state; an
  /// exhaustive one checks against the state the test last asserted.
  public func assert(
    _ updateStateToExpectedResult: (inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    if exhaustivity != .on { acceptReceivedActions() }
    withoutActuallyEscaping(updateStateToExpectedResult) { updateStateToExpectedResult in
      check(
        state, expected: updateStateToExpectedResult, mustChange: false,
        at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
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
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if strict && log.received.isEmpty {
      fail("skipReceivedActions found no received action to skip.", at: site)
    }
    acceptReceivedActions()
    lastAssertionSite = site
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
      \(core.inFlightEffectCount) effect\(core.inFlightEffectCount == 1 ? " was" : "s were") \
      still running after \(describeTimeout(limit)) of waiting for them to end.
      """,
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits until no effect is running, at most `nanoseconds`: the overload taking a `Duration`,
  /// with the timeout in nanoseconds as the reference library spells it.
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: nanoseconds.map { .nanoseconds($0) }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  // Not `isolated`: an isolated deinit runs with task-local values reset, so Swift Testing no
  // longer knows which test is running and the failures below were silently dropped. The store
  // is usually released on the main actor, where its test runs; a nonisolated async test
  // (`let store = await TestStore(...)`) releases it on another thread, and then the end of the
  // test is checked on the main actor while this thread waits, and reported from this thread,
  // where the test is still current.
  deinit {
    let failures =
      isOnMainThreadOrQueue
      ? MainActor.assumeIsolated { endTest() }
      : DispatchQueue.main.sync { MainActor.assumeIsolated { endTest() } }
    for (message, site) in failures {
      TestFrameworkIssueReporter.record(message, at: site)
    }
  }

  /// The failures for received actions and effects that the test left unhandled; cancels the
  /// effects and gives ``uncheckedUseMainSerialExecutor`` back its earlier value.
  private func endTest() -> [(message: String, site: SourceSite)] {
    var failures: [(message: String, site: SourceSite)] = []
    if exhaustivity == .on {
      if !log.received.isEmpty {
        failures.append(
          (
            """
            \(log.received.count) action\(log.received.count == 1 ? "" : "s") arrived that the \
            test never received; assert \(log.received.count == 1 ? "it" : "them") with \
            store.receive:
            \(describe(log.received.map(\.action)))
            """,
            lastAssertionSite
          ))
      }
      for origin in core.inFlightEffectOrigins {
        failures.append(
          (Self.effectStillRunning, origin.flatMap { sendSites[$0] } ?? creationSite))
      }
      for difference in sharedChanges.unassertedChanges {
        failures.append(
          (
            """
            A shared value changed after the test's last assertion, and the test never asserted \
            it: …
            \(difference)
            (Asserted: -, Now: +)
            """,
            lastAssertionSite
          ))
      }
    }
    core.cancelAllEffects()
    uncheckedUseMainSerialExecutor = mainSerialExecutorAtCreation
    return failures
  }

  /// The failure for an effect still running at the end of the test, at the `send` it
  /// descends from.
  private static var effectStillRunning: String {
    """
    This action started an effect that is still running at the end of the test. A test sees \
    every effect it starts end: one left running may still change the state or send actions \
    after the test has checked them. …

    Ways to let it end:

    • An effect that waits on a clock ends once the test advances that clock (await \
    clock.advance(by:)), or at once with an ImmediateClock.

    • An effect that needs a moment of real time ends within "await store.finish()".

    • A long-living effect (a timer, a stream of events) ends when another action cancels it: \
    mark it ".cancellable(id:)" and return ".cancel(id:)" for that id. A test that does not \
    care can end it with "await store.skipInFlightEffects()".
    """
  }

  /// A new origin for the effects of a send at `site`; the sites of sends whose effects have
  /// all ended are forgotten.
  private func nextOrigin(for site: SourceSite) -> EffectOrigin {
    if core.inFlightEffectCount == 0 { sendSites.removeAll(keepingCapacity: true) }
    lastOriginNumber += 1
    let origin = EffectOrigin(number: lastOriginNumber)
    sendSites[origin] = site
    return origin
  }

  /// Takes the actions received so far as asserted: the state becomes the state after the
  /// last of them.
  func acceptReceivedActions() {
    guard let last = log.received.last else { return }
    state = last.state
    sharedChanges.acceptChanges(upTo: last.shared)
    log.received.removeAll()
  }

  /// Checks `actual`, the state after an action, against ``state`` changed by
  /// `updateStateToExpectedResult` (against `actual` changed by it, when not exhaustive).
  ///
  /// Shared values are compared as `shared` recorded them after the action (as they are now,
  /// for `nil`). The closure runs with the store's dependencies in force; `XCTModify` inside it
  /// checks that it changes something only when the store is exhaustive.
  func check(
    _ actual: State,
    shared: SharedValues? = nil,
    expected updateStateToExpectedResult: ((inout State) throws -> Void)?,
    mustChange: Bool = true,
    at site: SourceSite
  ) {
    let isExhaustive = exhaustivity == .on
    // A non-exhaustive store takes shared values as they are, as it takes the rest of `actual`.
    if !isExhaustive { sharedChanges.acceptChanges(upTo: shared) }
    defer { sharedChanges.acceptChanges(upTo: shared) }
    var expected = isExhaustive ? state : actual
    if let updateStateToExpectedResult {
      do {
        try XCTModifyChecks.$isExhaustive.withValue(isExhaustive) {
          try withDependencies({ [dependencies] in $0 = dependencies }) {
            try SharedAssertion.$phase.withValue(.expecting) {
              try updateStateToExpectedResult(&expected)
            }
          }
        }
      } catch {
        fail("The assertion closure threw \(error).", at: site)
        return
      }
    }
    if SharedAssertion.$phase.withValue(.comparing(shared), operation: { expected != actual }) {
      let expectedDump = SharedAssertion.$phase.withValue(.expecting) { customDump(expected) }
      let actualDump = SharedAssertion.$phase.withValue(.recorded(shared)) { customDump(actual) }
      let difference = diffLines(expectedDump, actualDump) ?? actualDump
      let heading =
        updateStateToExpectedResult == nil
        ? "The state changed, but the test expected no change"
        : "The state changed otherwise than the assertion says"
      fail("\(heading): …\n\(difference)\n(Expected: -, Actual: +)", at: site)
    } else if isExhaustive, mustChange, updateStateToExpectedResult != nil, expected == state,
      !sharedChanges.changedExpectations
    {
      fail(
        """
        The assertion describes a change, but the state did not change: the closure left it as \
        it was. If the action changes nothing, leave the closure out.
        """,
        at: site
      )
    }
  }

  func describe(_ actions: [Action]) -> String {
    actions.map { "  " + customDump($0).replacingOccurrences(of: "\n", with: "\n  ") }
      .joined(separator: "\n")
  }

  func fail(_ message: String, at site: SourceSite) {
    TestFrameworkIssueReporter.record(message, at: site)
  }
}

extension TestStore where Action: CasePathable {
  /// Sends the case that `keyPath` names, for a case without a payload, and checks the state
  /// change as sending the action itself does.
  ///
  /// ```swift
  /// await store.send(\.view.incrementButtonTapped) { $0.count = 1 }
  /// ```
  @discardableResult
  public func send(
    _ keyPath: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      Action.casePath(keyPath).embed(()), assert: updateStateToExpectedResult, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Sends the case that `keyPath` names with `value` as its payload, and checks the state
  /// change as sending the action itself does.
  ///
  /// ```swift
  /// await store.send(\.view.delete, [0]) { $0.rows = [] }
  /// ```
  @discardableResult
  public func send<Value>(
    _ keyPath: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      Action.casePath(keyPath).embed(value), assert: updateStateToExpectedResult, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

/// The test store of a reducer's domain: `TestStoreOf<Feature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
