import RuntimeTesting
import Testing

private struct Parent: Reducer {
  struct State: Equatable {
    var child: Ticker.State?
    var log: [String] = []
  }

  enum Action: Equatable {
    case child(Ticker.Action)
    case show
    case showTicker(id: Int)
    case addTicks(Int)
    case hide
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show:
        state.child = Ticker.State()
      case let .showTicker(id):
        state.child = Ticker.State(id: id)
      case let .addTicks(ticks):
        state.child?.ticks += ticks
      case .hide:
        state.child = nil
      case .child(.tick):
        state.log.append("parent saw \(state.child?.ticks ?? -1) ticks")
      case .child(.stop):
        state.log.append("parent saw \(state.child?.ticks ?? -1) ticks, closes")
        state.child = nil
      case .child:
        break
      }
      return .none
    }
    .ifLet(\.child, action: /Action.child) { Ticker() }
  }
}

@MainActor
@Suite struct IfLetTests {
  @Test func runsTheChildWhenPresent() async {
    let store = TestStore(initialState: Parent.State(child: Ticker.State())) { Parent() }
    await store.send(.child(.tick)) {
      $0.child?.ticks = 1
      $0.log = ["parent saw 1 ticks"]
    }
  }

  @Test func childRunsBeforeAParentThatRemovesIt() async {
    let store = TestStore(initialState: Parent.State(child: Ticker.State(ticks: 4))) { Parent() }
    await store.send(.child(.stop)) {
      $0.child = nil
      $0.log = ["parent saw 4 ticks, closes"]
    }
  }

  @Test func childEffectsAreCancelledWhenItsStateBecomesNil() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.show) { $0.child = Ticker.State() }
    await store.send(.child(.start))
    await store.send(.hide) { $0.child = nil }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(store.store.inFlightEffectCount == 0)
  }

  @Test func childActionWhileNilIsAWarning() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await withKnownIssue {
      await store.send(.child(.tick)) { $0.log = ["parent saw -1 ticks"] }
    } matching: {
      $0.mentions(#"An "ifLet" at RuntimeTests/IfLetTests.swift:"#)
        && $0.mentions("received a child action while its state was nil")
    }
  }

  @Test func replacingTheChildWithAnotherIDCancelsTheOldChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.showTicker(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.start))
    await store.send(.showTicker(id: 2)) { $0.child = Ticker.State(id: 2) }
    // The first ticker's late tick would land in the second one.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func changingTheChildInPlaceKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.showTicker(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.start))
    await store.send(.addTicks(10)) { $0.child?.ticks = 10 }
    // Assigning a new value with the same id is the same child too.
    await store.send(.showTicker(id: 1)) { $0.child?.ticks = 0 }
    await clock.advance(by: .seconds(10))
    await store.receive(.child(.tick)) {
      $0.child?.ticks = 1
      $0.log = ["parent saw 1 ticks"]
    }
  }

  /// An alert in plain optional state, run by `ifLet` without a child reducer, goes away after
  /// one of its actions, before the parent runs: a parent that shows the alert again in that
  /// action keeps it.
  @Test func anAlertInOptionalStateIsDismissedAfterItsAction() async {
    struct Prompting: Reducer {
      struct State: Equatable {
        var alert: AlertState<AlertAction>?
      }
      enum Action: Equatable {
        case alert(AlertAction)
        case tap
      }
      enum AlertAction: Equatable { case again, ok }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if action == .tap || action == .alert(.again) {
            state.alert = AlertState { TextState("Hi!") }
          }
          return .none
        }
        .ifLet(\.alert, action: /Action.alert)
      }
    }
    let store = TestStore(initialState: Prompting.State()) { Prompting() }
    await store.send(.tap) { $0.alert = AlertState { TextState("Hi!") } }
    await store.send(.alert(.again))
    await store.send(.alert(.ok)) { $0.alert = nil }
  }

  /// A reducer of optional state runs its wrapped reducer through `\.self`, with the same
  /// actions, even actions that are not an enum; an action while the state is `nil` is reported.
  @Test func optionalStateRunsItsReducerThroughSelf() async {
    let counter = TestStore(initialState: Int?.some(0)) {
      EmptyReducer<Int?, Void>()
        .ifLet(\.self, action: \.self) {
          Reduce<Int, Void> { count, _ in
            count += 1
            return .none
          }
        }
    }
    await counter.send(()) { $0 = 1 }

    let missing = TestStore(initialState: Int?.none) {
      EmptyReducer<Int?, Void>()
        .ifLet(\.self, action: \.self) {}
    }
    await withKnownIssue {
      await missing.send(())
    } matching: {
      $0.mentions("received a child action while its state was nil")
    }
  }
}
