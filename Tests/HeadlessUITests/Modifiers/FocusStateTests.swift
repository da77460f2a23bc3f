import HeadlessUI
import RuntimeTesting
import Testing

private struct Login: Reducer {
  struct State: Equatable {
    @BindingState var focusedField: Field?
    @BindingState var username = ""
    @BindingState var password = ""

    enum Field: Hashable { case username, password }
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case signInTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      guard case .signInTapped = action else { return .none }
      state.focusedField = state.username.isEmpty ? .username : .password
      return .none
    }
  }
}

private struct LoginView: View {
  let store: StoreOf<Login>
  @FocusState var focusedField: Login.State.Field?

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      VStack {
        TextField("Username", text: viewStore.$username)
          .focused($focusedField, equals: .username)
        SecureField("Password", text: viewStore.$password)
          .focused($focusedField, equals: .password)
        Button("Sign in") { viewStore.send(.signInTapped) }
      }
      .bind(viewStore.$focusedField, to: $focusedField)
    }
  }
}

@MainActor
@Suite struct FocusStateTests {
  @Test func theStateMovesTheFocus() throws {
    let store = Store(initialState: Login.State()) { Login() }
    let host = ViewHost(LoginView(store: store))
    #expect(host.screen == "Username: []\nPassword: []\n(Sign in)")
    try host.tap("Sign in")
    #expect(host.screen == "Username: [] focused\nPassword: []\n(Sign in)")
    #expect(try host.node("Username").isFocused)
  }

  @Test func typingIntoAFieldFocusesItAndWritesTheState() throws {
    let store = Store(initialState: Login.State()) { Login() }
    let host = ViewHost(LoginView(store: store))
    try host.type("Password", "secret")
    #expect(store.currentState.focusedField == .password)
    #expect(host.screen == "Username: []\nPassword: [••••] focused\n(Sign in)")
  }
}
