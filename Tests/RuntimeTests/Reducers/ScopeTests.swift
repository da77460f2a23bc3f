import RuntimeTesting
import Testing

private struct Pair: Reducer {
  struct State: Equatable {
    var left = Ticker.State()
    var right = Ticker.State()
  }

  enum Action: Equatable {
    case left(Ticker.Action)
    case right(Ticker.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: /Action.left) { Ticker() }
    Scope(state: \.right, action: /Action.right) { Ticker() }
  }
}

/// A parent that starts a timer of its own with its child's cancel id, and can cancel by it.
private struct Holder: Reducer {
  struct State: Equatable {
    var child = Ticker.State()
    var ticks = 0
  }

  enum Action: Equatable {
    case child(Ticker.Action)
    case start, stop, tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Ticker() }
    Reduce { state, action in
      switch action {
      case .child: return .none
      case .start:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(10))
          await send(.tick)
        }
        .cancellable(id: Ticker.CancelID.timer)
      case .stop: return .cancel(id: Ticker.CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

private struct Screen: Reducer {
  enum State: Equatable {
    case first(Ticker.State)
    case second(Ticker.State)
  }

  enum Action: Equatable {
    case first(Ticker.Action)
    case second(Ticker.Action)
    case showSecond
  }

  var body: some ReducerOf<Self> {
    Scope(state: /State.first, action: /Action.first) { Ticker() }
    Scope(state: /State.second, action: /Action.second) { Ticker() }
    Reduce { state, action in
      if action == .showSecond { state = .second(Ticker.State()) }
      return .none
    }
  }
}

@MainActor
@Suite struct ScopeTests {
  @Test func keyPathScopeRunsTheChildOnItsState() async {
    let clock = TestClock()
    let store = TestStore(initialState: Pair.State()) {
      Pair()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.left(.tick)) { $0.left.ticks = 1 }
    await store.send(.right(.start))
    await clock.advance(by: .seconds(10))
    await store.receive(.right(.tick)) { $0.right.ticks = 1 }
  }

  @Test func siblingsWithTheSameCancelIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = TestStore(initialState: Pair.State()) {
      Pair()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.left(.start))
    await store.send(.right(.start))
    await store.send(.left(.stop))
    await clock.advance(by: .seconds(10))
    await store.receive(.right(.tick)) { $0.right.ticks = 1 }
    await store.finish()
  }

  /// As in TCA, a parent's `cancel(id:)` reaches the effects its children marked with that id,
  /// while a child's reaches only its own: the parent's timer ticks on.
  @Test func aParentCancelsItsChildsIDButAChildNotItsParents() async {
    let clock = TestClock()
    let store = TestStore(initialState: Holder.State()) {
      Holder()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.start))
    await store.send(.start)
    await store.send(.child(.stop))
    await clock.advance(by: .seconds(10))
    await store.receive(.tick) { $0.ticks = 1 }

    await store.send(.child(.start))
    await store.send(.stop)
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func enumCaseScopeRunsOnlyOnItsCase() async {
    let store = TestStore(initialState: Screen.State.first(Ticker.State())) { Screen() }
    await store.send(.first(.tick)) { $0 = .first(Ticker.State(ticks: 1)) }
    await store.send(.showSecond) { $0 = .second(Ticker.State()) }
    await store.send(.second(.tick)) { $0 = .second(Ticker.State(ticks: 1)) }
  }

  @Test func actionForAnotherCaseIsAWarningAndChangesNothing() async {
    let store = TestStore(initialState: Screen.State.first(Ticker.State())) { Screen() }
    await withKnownIssue {
      await store.send(.second(.tick))
    } matching: {
      $0.mentions(#"A "Scope" at RuntimeTests/ScopeTests.swift:"#)
        && $0.mentions("received a child action while the state was in another case")
    }
    #expect(store.state == .first(Ticker.State()))
  }
}
