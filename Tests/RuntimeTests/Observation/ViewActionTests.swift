// View actions (TCA 1.6+): an action with a `view` case, a sender that wraps what it sends in
// that case, `BindingReducer(action: \.view)`, and `store.field = value` sending its binding
// inside the `view` case.
import RuntimeTesting
import Testing

private struct Form: Reducer {
  struct State: Equatable, ObservableState {
    var message = ""
    var count = 0
    var submitted = 0
  }

  enum Action: Equatable, ViewAction {
    case submitted
    case view(View)

    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case submitTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding(\.message)):
        state.count = state.message.count
        return .none
      case .view(.binding):
        return .none
      case .view(.submitTapped):
        return .send(.submitted)
      case .submitted:
        state.submitted += 1
        return .none
      }
    }
  }
}

extension Form.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var submitted: AnyCasePath<Form.Action, Void> { /Form.Action.submitted }
    var view: AnyCasePath<Form.Action, View> { /Form.Action.view }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A sender of view actions that is not a view: only its `store` matters.
private struct Sender: ViewActionSending {
  let store: StoreOf<Form>
}

/// The store of a `Form`, with every action it received in order.
@MainActor
private func recordingStore() -> (StoreOf<Form>, LockIsolated<[Form.Action]>) {
  let received = LockIsolated<[Form.Action]>([])
  let store = Store(initialState: Form.State()) {
    Reduce<Form.State, Form.Action> { _, action in
      received.withValue { $0.append(action) }
      return .none
    }
    Form()
  }
  return (store, received)
}

@MainActor
@Suite struct ViewActionTests {
  @Test func sendWrapsTheViewActionInTheViewCase() async {
    let (store, received) = recordingStore()
    await Sender(store: store).send(.submitTapped).finish()
    #expect(received.value == [.view(.submitTapped), .submitted])
    #expect(store.currentState.submitted == 1)
  }

  @Test func bindingReducerByCaseKeyPathAppliesBindingsInsideTheViewCase() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.view(.binding(.set(\.message, "Blob")))) {
      $0.message = "Blob"
      $0.count = 4
    }
    await store.send(.view(.submitTapped))
    await store.receive(.submitted) { $0.submitted = 1 }
  }

  @Test func settingAFieldOnTheStoreSendsItsBindingInsideTheViewCase() {
    let (store, received) = recordingStore()
    store.message = "Hello"
    #expect(received.value == [.view(.binding(.set(\.message, "Hello")))])
    #expect(store.message == "Hello")
    #expect(store.currentState.count == 5)
  }
}
