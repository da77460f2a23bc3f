import HeadlessUI
import RuntimeTesting
import Testing

/// A greeting that reads a name its profile child writes.
private struct Greeting: Reducer {
  struct State: Equatable {
    @SharedReader var name: String
    @Shared var profileName: String

    init(name: String) {
      let name = Shared(value: name)
      _name = SharedReader(name)
      _profileName = name
    }
  }

  enum Action: Equatable {
    case profileRenamed(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case let .profileRenamed(name) = action else { return .none }
    state.$profileName.withLock { $0 = name }
    return .none
  }
}

/// Observes the shared name's value.
private struct ValueGreetingView: View {
  let store: StoreOf<Greeting>

  var body: some View {
    WithViewStore(store, observe: \.name) { viewStore in
      Text("Hello, \(viewStore.state)!")
    }
  }
}

/// Observes the whole state, which holds the shared name.
private struct WholeStateGreetingView: View {
  let store: StoreOf<Greeting>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Text("Hello, \(viewStore.name)!")
    }
  }
}

@MainActor
@Suite struct SharedStateViewTests {
  @Test func aViewObservingTheValueShowsAChangeMadeThroughAnotherHolder() {
    let store = Store(initialState: Greeting.State(name: "Blob")) { Greeting() }
    let host = ViewHost(ValueGreetingView(store: store))
    store.send(.profileRenamed("Blob Jr."))
    #expect(host.screen == "Hello, Blob Jr.!")
  }

  @Test func aViewObservingTheWholeStateMissesAChangeMadeThroughAnotherHolder() {
    let store = Store(initialState: Greeting.State(name: "Blob")) { Greeting() }
    let host = ViewHost(WholeStateGreetingView(store: store))
    store.send(.profileRenamed("Blob Jr."))
    #expect(store.currentState.name == "Blob Jr.")
    #expect(host.screen == "Hello, Blob!")
  }
}
