import HeadlessUI
import RuntimeTesting
import Testing

private struct Quantity: Reducer {
  struct State: Equatable {
    @BindingState var count = 3
    var steps = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case stepped(Int)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case let .stepped(delta) = action { state.steps += delta }
      return .none
    }
  }
}

private struct QuantityView: View {
  let store: StoreOf<Quantity>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Stepper("Count", value: viewStore.$count, in: 0...4)
      Stepper("Steps: \(viewStore.steps)") {
        viewStore.send(.stepped(1))
      } onDecrement: {
        viewStore.send(.stepped(-1))
      }
    }
  }
}

@MainActor
@Suite struct StepperTests {
  @Test func rendersValueAndButtons() throws {
    let store = Store(initialState: Quantity.State()) { Quantity() }
    let host = ViewHost(QuantityView(store: store))
    #expect(host.screen == "Count: 3 [-|+]\nSteps: 0 [-|+]")
    #expect(try host.node("Count").value == "3")
  }

  @Test func incrementAndDecrementWriteTheBinding() throws {
    let store = Store(initialState: Quantity.State()) { Quantity() }
    let host = ViewHost(QuantityView(store: store))
    try host.increment("Count")
    #expect(store.currentState.count == 4)
    #expect(host.screen.hasPrefix("Count: 4 [-| ]"))
    try host.decrement("Count")
    try host.decrement("Count")
    #expect(store.currentState.count == 2)
  }

  @Test func boundIsAnErrorAndSendsNothing() throws {
    let store = Store(initialState: Quantity.State(count: 4)) { Quantity() }
    let host = ViewHost(QuantityView(store: store))
    #expect {
      try host.increment("Count")
    } throws: { error in
      "\(error)" == #"The stepper "Count" cannot increment: it is at its bound."#
    }
    #expect(store.currentState.count == 4)
  }

  @Test func closureStepperCallsItsActions() throws {
    let store = Store(initialState: Quantity.State()) { Quantity() }
    let host = ViewHost(QuantityView(store: store))
    try host.increment("Steps: 0")
    try host.increment("Steps: 1")
    try host.decrement("Steps: 2")
    #expect(store.currentState.steps == 1)
    #expect(host.screen.hasSuffix("Steps: 1 [-|+]"))
  }
}
