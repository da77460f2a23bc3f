import HeadlessUI
import RuntimeTesting
import Testing

private struct LoggedIn: Reducer {
  struct State: Equatable { var name: String }
  enum Action: Equatable { case logOutTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct LoggedOut: Reducer {
  struct State: Equatable { var attempts = 0 }
  enum Action: Equatable { case logInTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.attempts += 1
    return .none
  }
}

private struct AppFeature: Reducer {
  enum State: Equatable {
    case loggedIn(LoggedIn.State)
    case loggedOut(LoggedOut.State)
  }

  enum Action: Equatable {
    case loggedIn(LoggedIn.Action)
    case loggedOut(LoggedOut.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loggedOut(.logInTapped):
        if case let .loggedOut(loggedOut) = state, loggedOut.attempts >= 2 {
          state = .loggedIn(LoggedIn.State(name: "Blob"))
        }
      case .loggedIn(.logOutTapped):
        state = .loggedOut(LoggedOut.State())
      }
      return .none
    }
    .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
    .ifCaseLet(/State.loggedOut, action: /Action.loggedOut) { LoggedOut() }
  }
}

private struct AppView: View {
  let store: StoreOf<AppFeature>

  var body: some View {
    SwitchStore(store) { state in
      switch state {
      case .loggedIn:
        CaseLet(/AppFeature.State.loggedIn, action: AppFeature.Action.loggedIn) { store in
          NavigationStack {
            WithViewStore(store, observe: \.name) { viewStore in
              Text("Hello, \(viewStore.state)")
              Button("Log out") { viewStore.send(.logOutTapped) }
            }
            .navigationTitle("Home")
          }
        }
      case .loggedOut:
        CaseLet(/AppFeature.State.loggedOut, action: AppFeature.Action.loggedOut) { store in
          WithViewStore(store, observe: \.attempts) { viewStore in
            Text("Attempts: \(viewStore.state)")
            Button("Log in") { viewStore.send(.logInTapped) }
          }
        }
      }
    }
  }
}

@MainActor
@Suite struct SwitchStoreTests {
  @Test func showsTheViewOfTheCurrentCase() throws {
    let store = Store(initialState: AppFeature.State.loggedOut(LoggedOut.State())) { AppFeature() }
    let host = ViewHost(AppView(store: store))
    #expect(host.screen == "Attempts: 0\n(Log in)")
    try host.tap("Log in")
    #expect(host.screen == "Attempts: 1\n(Log in)")
    try host.tap("Log in")
    #expect(host.screen == "== Home ==\nHello, Blob\n(Log out)")
    try host.tap("Log out")
    #expect(host.screen == "Attempts: 0\n(Log in)")
  }

  @Test func reRendersTheSwitchOnlyWhenTheCaseChanges() throws {
    let store = Store(initialState: AppFeature.State.loggedOut(LoggedOut.State())) { AppFeature() }
    let host = ViewHost(AppView(store: store))
    let evaluations = host.viewStoreEvaluationCount
    try host.tap("Log in")
    // Only the attempts counter re-renders; the switch keeps its case.
    #expect(host.viewStoreEvaluationCount == evaluations + 1)
    try host.tap("Log in")
    // The case changed: the switch and the new case's view render.
    #expect(host.viewStoreEvaluationCount == evaluations + 3)
  }

  @Test func caseLetOutsideASwitchStoreShowsAWarning() {
    let store = Store(initialState: AppFeature.State.loggedOut(LoggedOut.State())) { AppFeature() }
    let host = ViewHost(
      CaseLet(/AppFeature.State.loggedOut, action: AppFeature.Action.loggedOut) { _ in
        Text("unreachable")
      }
    )
    _ = store
    #expect(host.screen.hasPrefix("⚠️ CaseLet over State is not inside a SwitchStore of it"))
  }
}
