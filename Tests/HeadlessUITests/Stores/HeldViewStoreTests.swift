import HeadlessUI
import RuntimeTesting
import Testing

private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var unrelated = 0
  }

  enum Action {
    case view(ViewAction)
    case unrelatedChanged
  }

  enum ViewAction: Equatable { case incrementTapped }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.incrementTapped): state.count += 1
      case .unrelatedChanged: state.unrelated += 1
      }
      return .none
    }
  }
}

/// A view in the shape of SwiftUI's `@ObservedObject var viewStore`: it builds its view store
/// once, in its initializer, and can only send view actions through it.
private struct CounterView: View {
  let store: StoreOf<Counter>
  let viewStore: ViewStore<Int, Counter.ViewAction>

  init(store: StoreOf<Counter>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: \.count, send: { .view($0) })
  }

  var body: some View {
    WithViewStore(viewStore) { viewStore in
      Text("Count: \(viewStore.state)")
      Button("Increment") { viewStore.send(.incrementTapped) }
    }
  }
}

@MainActor
@Suite struct HeldViewStoreTests {
  @Test func aHeldViewStoreReRendersItsContentWhenItsStateChanges() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let host = ViewHost(CounterView(store: store))
    #expect(host.screen == "Count: 0\n(Increment)")
    try host.tap("Increment")
    #expect(host.screen == "Count: 1\n(Increment)")
    store.send(.view(.incrementTapped))
    #expect(host.screen == "Count: 2\n(Increment)")
  }

  @Test func stateItDoesNotObserveEvaluatesNothing() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let host = ViewHost(CounterView(store: store))
    let evaluations = host.viewStoreEvaluationCount
    store.send(.unrelatedChanged)
    #expect(host.viewStoreEvaluationCount == evaluations)
  }
}
