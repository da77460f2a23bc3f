// The observation era's spelling (TCA 1.7+): observable state read from the store, bindings to
// plain fields, case key paths, actions carrying `Result<T, any Error>`, and the case-key-path
// forms of the composition operators, next to the 1.3 forms they share their rules with.
import RuntimeTesting
import Testing

private struct Failure: Error, Equatable { let reason: String }

private struct Counter: Reducer {
  struct State: Equatable, Identifiable, ObservableState {
    var id = 0
    var count = 0
    var message = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case incrementTapped
    case loadTapped
    case loaded(Result<Int, any Error>)
  }

  let load: @Sendable () async throws -> Int

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.message):
        state.count = state.message.count
        return .none
      case .binding:
        return .none
      case .incrementTapped:
        state.count += 1
        return .none
      case .loadTapped:
        return .run { [load] send in await send(.loaded(Result { try await load() })) }
      case let .loaded(.success(count)):
        state.count = count
        return .none
      case .loaded(.failure):
        state.count = -1
        return .none
      }
    }
  }
}

extension Counter.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var binding: AnyCasePath<Counter.Action, BindingAction<Counter.State>> {
      /Counter.Action.binding
    }
    var incrementTapped: AnyCasePath<Counter.Action, Void> { /Counter.Action.incrementTapped }
    var loadTapped: AnyCasePath<Counter.Action, Void> { /Counter.Action.loadTapped }
    var loaded: AnyCasePath<Counter.Action, Result<Int, any Error>> { /Counter.Action.loaded }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A parent that composes `Counter` with every case-key-path operator.
private struct Parent: Reducer {
  struct State: Equatable, ObservableState {
    var pinned = Counter.State()
    var optional: Counter.State?
    var rows: IdentifiedArrayOf<Counter.State> = []
    var mode = Mode.idle
    @PresentationState var destination: Counter.State?
  }

  enum Mode: Equatable {
    case idle
    case counting(Counter.State)
  }

  enum Action {
    case pinned(Counter.Action)
    case optional(Counter.Action)
    case rows(IdentifiedActionOf<Counter>)
    case mode(ModeAction)
    case destination(PresentationAction<Counter.Action>)
  }

  enum ModeAction { case counting(Counter.Action) }

  let load: @Sendable () async throws -> Int

  var body: some ReducerOf<Self> {
    Scope(state: \.pinned, action: \.pinned) { Counter(load: load) }
    Scope(state: \.mode, action: \.mode) {
      EmptyReducer()
        .ifCaseLet(\.counting, action: \.counting) { Counter(load: load) }
    }
    EmptyReducer()
      .ifLet(\.optional, action: \.optional) { Counter(load: load) }
      .forEach(\.rows, action: \.rows) { Counter(load: load) }
      .ifLet(\.$destination, action: \.destination) { Counter(load: load) }
  }
}

extension Parent.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var pinned: AnyCasePath<Parent.Action, Counter.Action> { /Parent.Action.pinned }
    var optional: AnyCasePath<Parent.Action, Counter.Action> { /Parent.Action.optional }
    var rows: AnyCasePath<Parent.Action, IdentifiedActionOf<Counter>> { /Parent.Action.rows }
    var mode: AnyCasePath<Parent.Action, Parent.ModeAction> { /Parent.Action.mode }
    var destination: AnyCasePath<Parent.Action, PresentationAction<Counter.Action>> {
      /Parent.Action.destination
    }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Parent.ModeAction: CasePathable {
  fileprivate struct AllCasePaths {
    var counting: AnyCasePath<Parent.ModeAction, Counter.Action> { /Parent.ModeAction.counting }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Parent.Mode: CasePathable {
  fileprivate struct AllCasePaths {
    var counting: AnyCasePath<Parent.Mode, Counter.State> { /Parent.Mode.counting }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

@MainActor
@Suite struct ObservationEraTests {
  @Test func storeReadsObservableStateFields() {
    let store = Store(initialState: Counter.State(count: 2)) { Counter(load: { 0 }) }
    store.send(.incrementTapped)
    #expect(store.count == 3)
  }

  @Test func storeReadsTheWholeObservableState() {
    let store = Store(initialState: Counter.State(count: 2)) { Counter(load: { 0 }) }
    store.send(.incrementTapped)
    #expect(store.state == Counter.State(count: 3))
  }

  @Test func settingAFieldOnTheStoreSendsABindingAction() async {
    let store = TestStore(initialState: Counter.State()) { Counter(load: { 0 }) }
    store.store.message = "Hello"
    // `case .binding(\.message)` reacts to the field, with no `$`.
    await store.receive(\.binding) {
      $0.message = "Hello"
      $0.count = 5
    }
    await store.send(.binding(.set(\.message, "Hi"))) {
      $0.message = "Hi"
      $0.count = 2
    }
  }

  @Test func resultActionsAreReceivedByCaseKeyPath() async {
    let success = TestStore(initialState: Counter.State()) { Counter(load: { 42 }) }
    await success.send(.loadTapped)
    await success.receive(\.loaded.success) { $0.count = 42 }

    let failure = TestStore(initialState: Counter.State()) {
      Counter(load: { throw Failure(reason: "offline") })
    }
    await failure.send(.loadTapped)
    await failure.receive(\.loaded.failure) { $0.count = -1 }
  }

  @Test func receivingByCaseKeyPathAndValueChecksThePayload() async {
    let store = TestStore(initialState: Counter.State()) { Counter(load: { 7 }) }
    await store.send(.loadTapped)
    await store.receive(\.loaded.success, 7) { $0.count = 7 }
  }

  @Test func receivingTheWrongCaseFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter(load: { 7 }) }
    await store.send(.loadTapped)
    await withKnownIssue {
      await store.receive(\.loaded.failure, timeout: .milliseconds(100))
    } matching: {
      $0.mentions("expected an action matching the case path")
        && $0.mentions("Counter.Action.loaded(.success(7))")
    }
  }

  @Test func caseKeyPathsExtractEmbedAndNest() {
    let action = Parent.Action.rows(.element(id: 3, action: .incrementTapped))
    #expect(action.is(\.rows))
    #expect(!action.is(\.pinned))
    #expect(action[case: \.rows.element]?.id == 3)
    let nested = Parent.Action.casePath(\.mode.counting.loaded.success)
    #expect(nested.extract(from: .mode(.counting(.loaded(.success(9))))) == 9)
    #expect(
      nested.extract(from: .mode(.counting(.loaded(.failure(Failure(reason: "x"))))))
        == nil)
    guard
      case .pinned(.incrementTapped) = Parent.Action.casePath(\.pinned.incrementTapped).embed(())
    else {
      Issue.record("the nested path embedded the wrong case")
      return
    }
  }

  @Test func everyOperatorRunsItsChildThroughCaseKeyPaths() async {
    var initial = Parent.State()
    initial.optional = Counter.State()
    initial.rows = [Counter.State(id: 1), Counter.State(id: 2)]
    initial.mode = .counting(Counter.State())
    initial.destination = Counter.State()
    let store = TestStore(initialState: initial) { Parent(load: { 0 }) }
    await store.send(.pinned(.incrementTapped)) { $0.pinned.count = 1 }
    await store.send(.optional(.incrementTapped)) { $0.optional?.count = 1 }
    await store.send(.rows(.element(id: 2, action: .incrementTapped))) {
      $0.rows[id: 2]?.count = 1
    }
    await store.send(.mode(.counting(.incrementTapped))) {
      $0.mode = .counting(Counter.State(count: 1))
    }
    await store.send(.destination(.presented(.incrementTapped))) { $0.destination?.count = 1 }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func scopingByKeyPathsAgainGivesTheSameStore() {
    let store = Store(initialState: Parent.State()) { Parent(load: { 0 }) }
    let pinned = store.scope(state: \.pinned, action: \.pinned)
    #expect(store.scope(state: \.pinned, action: \.pinned) === pinned)
    // A scope by case path or closure is not named by key paths alone: a new store each time.
    let byCasePath = store.scope(state: \.pinned, action: /Parent.Action.pinned)
    #expect(store.scope(state: \.pinned, action: /Parent.Action.pinned) !== byCasePath)
    pinned.send(.incrementTapped)
    #expect(byCasePath.count == 1)
  }

  @Test func scopedStoresNameTheChildActionByCaseKeyPath() {
    let store = Store(initialState: Parent.State()) { Parent(load: { 0 }) }
    let pinned = store.scope(state: \.pinned, action: \.pinned)
    pinned.send(.incrementTapped)
    #expect(pinned.count == 1)
    #expect(store.pinned.count == 1)
  }
}
