import RuntimeTesting
import Testing

/// An alert held in presentation state with no reducer of its own, composed the TCA 1.x way:
/// `.ifLet(\.$alert, action: /Action.alert)`.
private struct Counter: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var count = 3
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case resetTapped

    enum Alert: Equatable { case confirmReset }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmReset)):
        state.count = 0
      case .alert:
        break
      case .resetTapped:
        state.alert = Self.resetAlert
      }
      return .none
    }
    .ifLet(\.$alert, action: /Action.alert)
  }

  static let resetAlert = AlertState<Action.Alert> {
    TextState("Reset the count?")
  } actions: {
    ButtonState(role: .destructive, action: .send(.confirmReset)) { TextState("Reset") }
    ButtonState(role: .cancel, action: .send(nil)) { TextState("Cancel") }
  }
}

/// A confirmation dialog in presentation state, its actions named by a case key path:
/// `.ifLet(\.$dialog, action: \.dialog)`.
private struct Outbox: Reducer {
  struct State: Equatable {
    @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
    var sent = false
  }

  @CasePathable
  enum Action: Equatable {
    case dialog(PresentationAction<Dialog>)
    case sendTapped

    enum Dialog: Equatable { case confirmSend }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .dialog(.presented(.confirmSend)):
        state.sent = true
      case .dialog:
        break
      case .sendTapped:
        state.dialog = ConfirmationDialogState {
          TextState("Send it?")
        } actions: {
          ButtonState(action: .send(.confirmSend)) { TextState("Send") }
        }
      }
      return .none
    }
    .ifLet(\.$dialog, action: \.dialog)
  }
}

/// An alert in plain optional state, its actions named by a case key path:
/// `.ifLet(\.alert, action: \.alert)`.
private struct Greeter: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var greeted = false
  }

  @CasePathable
  enum Action: Equatable {
    case alert(Alert)
    case greetTapped

    enum Alert: Equatable { case wave }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.wave):
        state.greeted = true
      case .greetTapped:
        state.alert = AlertState {
          TextState("Hello!")
        } actions: {
          ButtonState(action: .wave) { TextState("Wave") }
        }
      }
      return .none
    }
    .ifLet(\.alert, action: \.alert)
  }
}

@MainActor
@Suite struct EphemeralPresentationTests {
  @Test func anAlertInPresentationStateGoesAwayAfterItsButton() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.resetTapped) { $0.alert = Counter.resetAlert }
    await store.send(.alert(.presented(.confirmReset))) {
      $0.alert = nil
      $0.count = 0
    }
  }

  @Test func anAlertInPresentationStateGoesAwayWhenDismissed() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.resetTapped) { $0.alert = Counter.resetAlert }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func aDialogNamedByACaseKeyPathGoesAwayAfterItsButton() async {
    let store = TestStore(initialState: Outbox.State()) { Outbox() }
    await store.send(.sendTapped) {
      $0.dialog = ConfirmationDialogState {
        TextState("Send it?")
      } actions: {
        ButtonState(action: .confirmSend) { TextState("Send") }
      }
    }
    await store.send(.dialog(.presented(.confirmSend))) {
      $0.dialog = nil
      $0.sent = true
    }
  }

  @Test func anAlertInOptionalStateNamedByACaseKeyPathGoesAwayAfterItsButton() async {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    await store.send(.greetTapped) {
      $0.alert = AlertState {
        TextState("Hello!")
      } actions: {
        ButtonState(action: .wave) { TextState("Wave") }
      }
    }
    await store.send(.alert(.wave)) {
      $0.alert = nil
      $0.greeted = true
    }
  }

  @Test func aButtonThatSendsIsTheButtonWithThatAction() {
    let spelled = ButtonState<Counter.Action.Alert>(action: .send(.confirmReset)) {
      TextState("Reset")
    }
    #expect(spelled == ButtonState(action: .confirmReset) { TextState("Reset") })
    #expect(spelled.action == .confirmReset)
    let dismissing = ButtonState<Counter.Action.Alert>(role: .cancel, action: .send(nil)) {
      TextState("Cancel")
    }
    #expect(dismissing.action == nil)
  }
}
