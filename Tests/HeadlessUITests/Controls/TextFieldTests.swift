import HeadlessUI
import RuntimeTesting
import Testing

private struct Profile: Reducer {
  struct State: Equatable {
    @BindingState var displayName = ""
    var email = ""
    var log: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case emailChanged(String)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case let .emailChanged(email):
        state.email = email
        state.log.append("email \(email)")
      case .binding:
        state.log.append("binding")
      }
      return .none
    }
  }
}

private struct ProfileView: View {
  let store: StoreOf<Profile>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      TextField("Display name", text: viewStore.$displayName)
      TextField("Email", text: viewStore.binding(get: \.email, send: { .emailChanged($0) }))
    }
  }
}

@MainActor
@Suite struct TextFieldTests {
  @Test func rendersLabelAndText() throws {
    let store = Store(initialState: Profile.State(email: "blob@example.com")) { Profile() }
    let host = ViewHost(ProfileView(store: store))
    #expect(host.screen == "Display name: []\nEmail: [blob@example.com]")
    #expect(try host.node("Email").value == "blob@example.com")
  }

  @Test func typeReplacesTheTextWithOneWrite() throws {
    let store = Store(initialState: Profile.State(email: "old")) { Profile() }
    let host = ViewHost(ProfileView(store: store))
    try host.type("Email", "blob@example.com")
    #expect(store.currentState.log == ["email blob@example.com"])
    try host.type("Display name", "Blob")
    #expect(store.currentState.displayName == "Blob")
    #expect(host.screen == "Display name: [Blob]\nEmail: [blob@example.com]")
  }

  @Test func appendAddsToTheText() throws {
    let store = Store(initialState: Profile.State()) { Profile() }
    let host = ViewHost(ProfileView(store: store))
    try host.append("Display name", "Bl")
    try host.append("Display name", "ob")
    #expect(store.currentState.displayName == "Blob")
    #expect(store.currentState.log == ["binding", "binding"])
  }
}
