import RuntimeTesting
import Testing

private struct Search: Reducer {
  struct State: Equatable {
    var query = ""
    var searches: [String] = []
  }

  enum Action: Equatable {
    case queryChanged(String)
    case search
    case noop
  }

  enum CancelID { case debounce }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .queryChanged(query):
      state.query = query
      return .send(.search)
        .debounce(id: CancelID.debounce, for: .milliseconds(300), clock: clock)
    case .search:
      state.searches.append(state.query)
      return .none
    case .noop:
      return .none
    }
  }
}

@MainActor
@Suite struct EffectDebounceTests {
  @Test func aBurstDeliversOneActionAfterTheInterval() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("S")) { $0.query = "S" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("Se")) { $0.query = "Se" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("Seo")) { $0.query = "Seo" }
    await clock.advance(by: .milliseconds(299))
    // Sending fails if the debounced action already arrived.
    await store.send(.noop)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.search) { $0.searches = ["Seo"] }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}
