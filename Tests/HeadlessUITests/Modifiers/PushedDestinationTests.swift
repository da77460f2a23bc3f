import HeadlessUI
import RuntimeTesting
import Testing

private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case incrementTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

private struct Destinations: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case drillDownTapped
    case popoverTapped
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case drillDown(Counter.State)
      case popover(Counter.State)
    }

    enum Action: Equatable {
      case drillDown(Counter.Action)
      case popover(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: /State.drillDown, action: /Action.drillDown) { Counter() }
      Scope(state: /State.popover, action: /Action.popover) { Counter() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .drillDownTapped:
        state.destination = .drillDown(Counter.State())
      case .popoverTapped:
        state.destination = .popover(Counter.State())
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
  }
}

private struct DestinationsView: View {
  let store: StoreOf<Destinations>

  var body: some View {
    NavigationStack {
      Form {
        Button("Drill down") { store.send(.drillDownTapped) }
        Button("Popover") { store.send(.popoverTapped) }
      }
      .navigationDestination(
        store: store.scope(state: \.$destination, action: { .destination($0) }),
        state: /Destinations.Destination.State.drillDown,
        action: Destinations.Destination.Action.drillDown
      ) { store in
        WithViewStore(store, observe: \.count) { viewStore in
          Text("Count \(viewStore.state)").navigationTitle("Counter")
          Button("Increment") { viewStore.send(.incrementTapped) }
        }
      }
      .popover(
        store: store.scope(state: \.$destination, action: { .destination($0) }),
        state: /Destinations.Destination.State.popover,
        action: Destinations.Destination.Action.popover
      ) { store in
        WithViewStore(store, observe: \.count) { Text("Popover \($0.state)") }
      }
    }
  }
}

@MainActor
@Suite struct PushedDestinationTests {
  @Test func aDestinationInTheCaseIsPushedAndPoppingDismissesIt() throws {
    let store = Store(initialState: Destinations.State()) { Destinations() }
    let host = ViewHost(DestinationsView(store: store))
    try host.tap("Drill down")
    #expect(
      host.screen == "(Drill down)\n(Popover)\n[pushed] Counter\n  Count 0\n  (Increment)")
    try host.tap("Increment")
    #expect(host.screen.contains("Count 1"))
    try host.dismiss()
    #expect(store.currentState.destination == nil)
    #expect(host.screen == "(Drill down)\n(Popover)")
  }

  @Test func aPopoverIsASheet() throws {
    let store = Store(initialState: Destinations.State()) { Destinations() }
    let host = ViewHost(DestinationsView(store: store))
    try host.tap("Popover")
    #expect(host.screen == "(Drill down)\n(Popover)\n[sheet]\n  Popover 0")
  }

  @Test func animatedSendsLandAtOnce() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.send(.incrementTapped, animation: .default)
    withAnimation(.easeInOut) { viewStore.send(.incrementTapped) }
    let send = Send<Counter.Action> { store.send($0) }
    await send(.incrementTapped, animation: .spring())
    #expect(store.currentState.count == 3)
  }
}
