import HeadlessUI
import RuntimeTesting
import Testing

private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var canReset = false
  }

  enum Action: Equatable { case incrementTapped, resetTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      state.canReset = true
    case .resetTapped:
      state.count = 0
      state.canReset = false
    }
    return .none
  }
}

private struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Text("Count: \(viewStore.count)")
      Button("Increment") { viewStore.send(.incrementTapped) }
      Button(role: .destructive) {
        viewStore.send(.resetTapped)
      } label: {
        Text("Reset")
      }
      .disabled(!viewStore.canReset)
    }
  }
}

@MainActor
@Suite struct ButtonTests {
  @Test func rendersTitleRoleAndDisabledState() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let host = ViewHost(CounterView(store: store))
    #expect(host.screen == "Count: 0\n(Increment)\n(Reset) destructive disabled")
    let reset = try host.node("Reset")
    #expect(reset.kind == .button)
    #expect(reset.role == .destructive)
    #expect(!reset.isEnabled)
    #expect(reset.children.isEmpty)
  }

  @Test func tapSendsTheActionAndReRenders() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let host = ViewHost(CounterView(store: store))
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(store.currentState.count == 2)
    #expect(host.screen == "Count: 2\n(Increment)\n(Reset) destructive")
    try host.tap("Reset")
    #expect(store.currentState.count == 0)
  }

  @Test func disabledButtonIsNotTapped() {
    let store = Store(initialState: Counter.State(count: 5)) { Counter() }
    let host = ViewHost(CounterView(store: store))
    #expect(throws: ViewHostError.self) { try host.tap("Reset") }
    #expect(store.currentState.count == 5)
  }
}
