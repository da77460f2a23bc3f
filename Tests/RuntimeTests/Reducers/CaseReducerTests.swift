import RuntimeTesting
import Testing

/// A feature with an effect that waits on the clock, so that a test sees it cancelled.
private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment, startTimer, tick }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .tick:
      state.count += 1
      return .none
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    }
  }
}

/// The enum form of the destination of Runtime.docc's EnumReducers article: an enum reducer,
/// written out as `@Reducer enum Destination` would generate it, with one feature case and one
/// ephemeral alert.
private enum EnumForm {
  enum Destination: CaseReducer {
    case counter(Counter)
    case alert(AlertState<Action.Alert>)

    enum State: CaseReducerState, CasePathable, Equatable {
      typealias StateReducer = Destination
      case counter(Counter.State)
      case alert(AlertState<Action.Alert>)

      struct AllCasePaths {
        var counter: AnyCasePath<State, Counter.State> { /State.counter }
        var alert: AnyCasePath<State, AlertState<Action.Alert>> { /State.alert }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    enum Action: CasePathable, Equatable {
      case counter(Counter.Action)
      case alert(Alert)
      enum Alert: Equatable { case confirm }

      struct AllCasePaths {
        var counter: AnyCasePath<Action, Counter.Action> { /Action.counter }
        var alert: AnyCasePath<Action, Alert> { /Action.alert }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    static var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
    }

    enum CaseScope {
      case counter(StoreOf<Counter>)
      case alert(AlertState<Action.Alert>)
    }

    @MainActor static func scope(_ store: Store<State, Action>) -> CaseScope {
      switch store.currentState {
      case .counter: .counter(store.scope(state: \.counter, action: \.counter)!)
      case let .alert(alert): .alert(alert)
      }
    }
  }
}

private typealias Destination = EnumForm.Destination

/// The same destination in the struct form of TCA 1.0-1.7, for comparison.
private struct StructDestination: Reducer {
  typealias State = Destination.State
  typealias Action = Destination.Action

  var body: some ReducerOf<Self> {
    Scope(state: /State.counter, action: /Action.counter) { Counter() }
  }
}

private let confirmAlert = AlertState<Destination.Action.Alert> {
  TextState("Sure?")
} actions: {
  ButtonState(action: .confirm) { TextState("Yes") }
}

/// How a parent composes the enum reducer.
enum Spelling: CaseIterable, Sendable {
  /// `.ifLet(\.$destination, action: \.destination)`, `.forEach(\.path, action: \.path)`.
  case caseKeyPath
  /// The child reducer given: `.ifLet(\.$destination, action: \.destination) { Destination.body }`.
  case childReducer
  /// The struct form: `.ifLet(\.$destination, action: /Action.destination) { StructDestination() }`.
  case structReducer
}

/// A parent that presents the enum reducer and pushes it on a stack, spelled as `spelling` says.
private struct Parent: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    var path = StackState<Destination.State>()
    var log: [String] = []
  }

  enum Action: CasePathable, Equatable {
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Destination.State, Destination.Action>)

    struct AllCasePaths {
      var destination: AnyCasePath<Action, PresentationAction<Destination.Action>> {
        /Action.destination
      }
      var path: AnyCasePath<Action, StackAction<Destination.State, Destination.Action>> {
        /Action.path
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  let spelling: Spelling

  var body: some ReducerOf<Self> {
    let core = Reduce<State, Action> { state, action in
      if case .destination(.presented(.alert(.confirm))) = action { state.log.append("confirmed") }
      return .none
    }
    switch spelling {
    case .caseKeyPath:
      core
        .ifLet(\.$destination, action: \.destination)
        .forEach(\.path, action: \.path)
    case .childReducer:
      core
        .ifLet(\.$destination, action: \.destination) { Destination.body }
        .forEach(\.path, action: /Action.path) { Destination.body }
    case .structReducer:
      core
        .ifLet(\.$destination, action: /Action.destination) { StructDestination() }
        .forEach(\.path, action: /Action.path) { StructDestination() }
    }
  }
}

@MainActor
@Suite struct CaseReducerTests {
  @Test func aFeatureCaseRunsItsFeature() async {
    let store = TestStore(initialState: Destination.State.counter(Counter.State())) {
      Destination.body
    }
    await store.send(.counter(.increment)) { $0 = .counter(Counter.State(count: 1)) }
  }

  @Test func anEphemeralCaseRunsNothing() async {
    let store = TestStore(initialState: Destination.State.alert(confirmAlert)) {
      Destination.body
    }
    await store.send(.alert(.confirm))
  }

  @Test(arguments: Spelling.allCases)
  func ifLetWithoutAChildReducerPresentsAndDismisses(_ spelling: Spelling) async {
    let clock = TestClock()
    var initial = Parent.State()
    initial.destination = .counter(Counter.State())
    let store = TestStore(initialState: initial) {
      Parent(spelling: spelling)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.destination(.presented(.counter(.increment)))) {
      $0.destination = .counter(Counter.State(count: 1))
    }
    await store.send(.destination(.presented(.counter(.startTimer))))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.counter(.tick)))) {
      $0.destination = .counter(Counter.State(count: 2))
    }
    // Dismissing the destination cancels the effect it started.
    await store.send(.destination(.presented(.counter(.startTimer))))
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await clock.advance(by: .seconds(1))
  }

  @Test(arguments: Spelling.allCases)
  func ifLetWithoutAChildReducerDismissesAnAlertAfterItsAction(_ spelling: Spelling) async {
    var initial = Parent.State()
    initial.destination = .alert(confirmAlert)
    let store = TestStore(initialState: initial) { Parent(spelling: spelling) }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
      $0.log = ["confirmed"]
    }
  }

  @Test(arguments: Spelling.allCases)
  func forEachWithoutAChildReducerRunsTheScreens(_ spelling: Spelling) async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent(spelling: spelling)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.push(id: 0, state: .counter(Counter.State())))) {
      $0.path[id: 0] = .counter(Counter.State())
    }
    await store.send(.path(.element(id: 0, action: .counter(.increment)))) {
      $0.path[id: 0] = .counter(Counter.State(count: 1))
    }
    // Popping the screen cancels the effect it started.
    await store.send(.path(.element(id: 0, action: .counter(.startTimer))))
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await clock.advance(by: .seconds(1))
  }

  @Test func theReducerTreeNamesTheEnumWhereNoChildReducerIsGiven() {
    let text = Parent(spelling: .caseKeyPath).explain(in: Parent.State()).text
    #expect(text.contains("ifLet (presentation) \\.$destination"))
    #expect(text.contains("→ EnumForm.Destination"))
  }

  @Test func storeCaseHandsAStoreOfTheFeatureCase() {
    let store = Store(initialState: Destination.State.counter(Counter.State())) {
      Destination.body
    }
    guard case let .counter(counterStore) = store.case else {
      Issue.record("expected the counter case")
      return
    }
    counterStore.send(.increment)
    #expect(store.currentState == .counter(Counter.State(count: 1)))
    #expect(counterStore.currentState.count == 1)
  }

  @Test func storeCaseHandsTheValueOfAnEphemeralCase() {
    let store = Store(initialState: Destination.State.alert(confirmAlert)) {
      Destination.body
    }
    guard case let .alert(alert) = store.case else {
      Issue.record("expected the alert case")
      return
    }
    #expect(alert == confirmAlert)
    #expect(store.scope(state: \.counter, action: \.counter) == nil)
  }

  @Test func aCaseStoreKeepsItsLastStateOnceTheCaseIsGone() throws {
    let store = Store(initialState: Destination.State.counter(Counter.State(count: 3))) {
      Destination.body
      Reduce { state, action in
        if case .alert = action { state = .alert(confirmAlert) }
        return .none
      }
    }
    let counterStore = try #require(store.scope(state: \.counter, action: \.counter))
    store.send(.alert(.confirm))
    #expect(store.currentState == .alert(confirmAlert))
    #expect(counterStore.currentState.count == 3)
  }

  @Test func aViewThatReadStoreCaseRendersAgainOnlyWhenTheCaseChanges() {
    let store = Store(initialState: Destination.State.counter(Counter.State())) {
      Destination.body
      Reduce { state, action in
        if case .alert = action { state = .alert(confirmAlert) }
        return .none
      }
    }
    let recorder = StateAccessRecorder()
    recorder.recording { _ = store.case }
    let changed = { recorder.changeChecks.contains { $0.hasChanges() } }
    store.send(.counter(.increment))
    #expect(!changed())
    store.send(.alert(.confirm))
    #expect(changed())
  }
}
