import HeadlessUI
import RuntimeTesting
import Testing

private struct Counter: Reducer {
  struct State: Equatable {
    var number: Int
    var count = 0
  }

  enum Action: Equatable {
    case incrementTapped
    case pushNextTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if action == .incrementTapped { state.count += 1 }
    return .none
  }
}

private struct Drilldown: Reducer {
  struct State: Equatable {
    var path = StackState<Counter.State>()
  }

  enum Action: Equatable {
    case path(StackAction<Counter.State, Counter.Action>)
    case startTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped, .path(.element(_, .pushNextTapped)):
        state.path.append(Counter.State(number: state.path.count + 1))
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: /Action.path) { Counter() }
  }
}

private struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Text("Screen \(viewStore.number): \(viewStore.count)")
      Button("Increment") { viewStore.send(.incrementTapped) }
      Button("Next") { viewStore.send(.pushNextTapped) }
    }
  }
}

private struct DrilldownView: View {
  let store: StoreOf<Drilldown>

  var body: some View {
    NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
      Text("Home")
      Button("Start") { store.send(.startTapped) }
    } destination: { screenStore in
      CounterView(store: screenStore)
    }
  }
}

@MainActor
@Suite struct NavigationStackStoreTests {
  @Test func showsTheRootUntilAScreenIsPushedThenOnlyTheTopScreen() throws {
    let store = Store(initialState: Drilldown.State()) { Drilldown() }
    let host = ViewHost(DrilldownView(store: store))
    #expect(host.screen.contains("Home"))
    #expect(!host.screen.contains("Back"))

    try host.tap("Start")
    #expect(host.screen.contains("Screen 1: 0"))
    #expect(!host.screen.contains("Home"))

    try host.tap("Next")
    #expect(host.screen.contains("Screen 2: 0"))
    #expect(!host.screen.contains("Screen 1"))
    #expect(store.currentState.path.ids == [0, 1])
  }

  @Test func backPopsTheTopScreenAndShowsTheOneBelowAsItWas() throws {
    let store = Store(initialState: Drilldown.State()) { Drilldown() }
    let host = ViewHost(DrilldownView(store: store))
    try host.tap("Start")
    try host.tap("Increment")
    try host.tap("Next")
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(host.screen.contains("Screen 2: 2"))

    try host.tap("Back")
    #expect(host.screen.contains("Screen 1: 1"))
    #expect(store.currentState.path.ids == [0])

    try host.tap("Back")
    #expect(host.screen.contains("Home"))
    #expect(store.currentState.path.isEmpty)
  }

  @Test func aScreenPushedAgainAfterAPopIsANewScreen() throws {
    let store = Store(initialState: Drilldown.State()) { Drilldown() }
    let host = ViewHost(DrilldownView(store: store))
    try host.tap("Start")
    try host.tap("Increment")
    try host.tap("Back")
    try host.tap("Start")
    #expect(host.screen.contains("Screen 1: 0"))
    #expect(store.currentState.path.ids == [1])
  }
}
