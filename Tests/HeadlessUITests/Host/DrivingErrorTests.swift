import HeadlessUI
import RuntimeTesting
import Testing

private struct Login: Reducer {
  struct State: Equatable {
    @BindingState var email = ""
    @BindingState var remember = false
    var log: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case tapped(String)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case let .tapped(name): state.log.append(name)
      case .binding: state.log.append("binding")
      }
      return .none
    }
  }
}

private struct LoginView: View {
  let store: StoreOf<Login>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      TextField("Email", text: viewStore.$email)
      Toggle("Remember me", isOn: viewStore.$remember)
      Button("Log in") { viewStore.send(.tapped("log in")) }
        .disabled(viewStore.email.isEmpty)
      Button("Help") { viewStore.send(.tapped("help 1")) }
      Button("Help") { viewStore.send(.tapped("help 2")) }
    }
  }
}

private let controls = """
  Controls on screen: text field "Email", toggle "Remember me", button "Log in" (disabled), \
  button "Help", button "Help".
  """

@MainActor
@Suite struct DrivingErrorTests {
  @Test func missingLabel() {
    let store = Store(initialState: Login.State()) { Login() }
    let host = ViewHost(LoginView(store: store))
    #expect {
      try host.tap("Sign in")
    } throws: { error in
      let error = error as? ViewHostError
      return error?.reason == .notFound
        && error?.description == "No control labelled \"Sign in\" on screen. \(controls)"
    }
    #expect(store.currentState.log.isEmpty)
  }

  @Test func disabledControl() {
    let store = Store(initialState: Login.State()) { Login() }
    let host = ViewHost(LoginView(store: store))
    #expect {
      try host.tap("Log in")
    } throws: { error in
      "\(error)" == "The button \"Log in\" is disabled. \(controls)"
    }
    #expect(store.currentState.log.isEmpty)
  }

  @Test func ambiguousLabel() {
    let store = Store(initialState: Login.State()) { Login() }
    let host = ViewHost(LoginView(store: store))
    #expect {
      try host.tap("Help")
    } throws: { error in
      "\(error)" == "2 controls are labelled \"Help\"; a label must name one. \(controls)"
    }
    #expect(store.currentState.log.isEmpty)
  }

  @Test func wrongKindOfControl() {
    let store = Store(initialState: Login.State()) { Login() }
    let host = ViewHost(LoginView(store: store))
    #expect {
      try host.tap("Remember me")
    } throws: { error in
      "\(error)" == "\"Remember me\" is a toggle, not a button. \(controls)"
    }
    #expect {
      try host.type("Remember me", "yes")
    } throws: { error in
      "\(error)" == "\"Remember me\" is a toggle, not a text field. \(controls)"
    }
    #expect(store.currentState.log.isEmpty)
  }

  @Test func emptyScreenListsNoControls() {
    let host = ViewHost(Text("Nothing here"))
    #expect {
      try host.toggle("Anything")
    } throws: { error in
      "\(error)" == "No control labelled \"Anything\" on screen. Controls on screen: none."
    }
  }

  @Test func enabledAgainAfterStateChanges() throws {
    let store = Store(initialState: Login.State()) { Login() }
    let host = ViewHost(LoginView(store: store))
    try host.type("Email", "blob@example.com")
    try host.tap("Log in")
    #expect(store.currentState.log == ["binding", "log in"])
  }
}
