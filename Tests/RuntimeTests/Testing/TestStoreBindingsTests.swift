import RuntimeTesting
import Testing

private struct SignUp: Reducer {
  struct State: Equatable {
    @BindingState var email = ""
    var isValid = false
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, _ in
      state.isValid = state.email.contains("@")
      return .none
    }
  }
}

/// The same form, its bindings inside view actions.
private struct ViewSignUp: Reducer {
  typealias State = SignUp.State

  enum Action: Equatable {
    case view(ViewAction)

    enum ViewAction: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: /Action.view)
    Reduce { state, _ in
      state.isValid = state.email.contains("@")
      return .none
    }
  }
}

/// View state a view would build from a binding view store.
private struct SignUpViewState {
  @BindingViewState var email: String
  var isSubmitDisabled: Bool

  init(_ store: BindingViewStore<SignUp.State>) {
    _email = store.$email
    isSubmitDisabled = !store.isValid
  }
}

@MainActor
@Suite struct TestStoreBindingsTests {
  @Test func viewStateComesFromTheAssertedState() async {
    let store = TestStore(initialState: SignUp.State()) { SignUp() }
    #expect(SignUpViewState(store.bindings).isSubmitDisabled)
    await store.send(.binding(.set(\.$email, "blob@example.com"))) {
      $0.email = "blob@example.com"
      $0.isValid = true
    }
    #expect(!SignUpViewState(store.bindings).isSubmitDisabled)
    #expect(SignUpViewState(store.bindings).email == "blob@example.com")
  }

  @Test func writingABindingSendsItsActionForTheTestToReceive() async {
    let store = TestStore(initialState: SignUp.State()) { SignUp() }
    SignUpViewState(store.bindings).$email.wrappedValue = "blob@example.com"
    await store.receive(.binding(.set(\.$email, "blob@example.com"))) {
      $0.email = "blob@example.com"
      $0.isValid = true
    }
  }

  @Test func bindingsOfViewActionsGoThroughTheViewCase() async {
    let store = TestStore(initialState: ViewSignUp.State()) { ViewSignUp() }
    SignUpViewState(store.bindings(action: /ViewSignUp.Action.view)).$email.wrappedValue = "b@c"
    await store.receive(.view(.binding(.set(\.$email, "b@c")))) {
      $0.email = "b@c"
      $0.isValid = true
    }
    #expect(!SignUpViewState(store.bindings(action: /ViewSignUp.Action.view)).isSubmitDisabled)
  }
}
