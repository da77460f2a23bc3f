import HeadlessUI
import RuntimeTesting
import Testing

private struct Login: Reducer {
  struct State: Equatable {
    @BindingState var password = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

private struct LoginView: View {
  let store: StoreOf<Login>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      SecureField("Password", text: viewStore.$password)
    }
  }
}

@MainActor
@Suite struct SecureFieldTests {
  @Test func masksItsTextOnScreenAndInTheTree() throws {
    let store = Store(initialState: Login.State(password: "secret")) { Login() }
    let host = ViewHost(LoginView(store: store))
    #expect(host.screen == "Password: [••••]")
    let field = try host.node("Password")
    #expect(field.kind == .secureField)
    #expect(field.value == "••••")
    #expect(!host.screen.contains("secret"))
  }

  /// The mask is the one state dumps use, whatever the length: the screen does not tell how
  /// long the secret is, only whether the field is empty.
  @Test func theMaskDoesNotTellTheLength() throws {
    for password in ["a", "correct-horse-battery-staple"] {
      let store = Store(initialState: Login.State(password: password)) { Login() }
      #expect(ViewHost(LoginView(store: store)).screen == "Password: [••••]")
    }
    let empty = Store(initialState: Login.State()) { Login() }
    #expect(ViewHost(LoginView(store: empty)).screen == "Password: []")
  }

  @Test func typeWritesTheRealText() throws {
    let store = Store(initialState: Login.State()) { Login() }
    let host = ViewHost(LoginView(store: store))
    try host.type("Password", "hunter2")
    #expect(store.currentState.password == "hunter2")
    #expect(host.screen == "Password: [••••]")
  }
}
