// An alert as TCA 1.x case studies write it: presentation state with no reducer of its own, a
// button that sends with an animation, and a view file that imports SwiftUI.
import ComposableArchitecture
import SwiftUI
import Testing

private struct Rainbow: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var hue = 0.5
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case resetButtonTapped

    enum Alert: Equatable { case resetConfirmationButtonTapped }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.resetConfirmationButtonTapped)):
        state = State()
        state.hue = 0
        return .none
      case .alert:
        return .none
      case .resetButtonTapped:
        state.alert = AlertState {
          TextState("Reset state?")
        } actions: {
          ButtonState(
            role: .destructive,
            action: .send(.resetConfirmationButtonTapped, animation: .default)
          ) {
            TextState("Reset")
          }
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
  }
}

private struct RainbowView: View {
  let store: StoreOf<Rainbow>

  var body: some View {
    Button("Reset") { store.send(.resetButtonTapped) }
      .alert(store: store.scope(state: \.$alert, action: { .alert($0) }))
  }
}

@MainActor
struct AnimatedAlertButtonTests {
  @Test
  func aButtonThatSendsWithAnAnimationSendsItsActionAndTheAlertGoes() throws {
    let store = Store(initialState: Rainbow.State()) { Rainbow() }
    let host = ViewHost(RainbowView(store: store))
    try host.tap("Reset")
    #expect(host.screen.contains("[alert] Reset state?"))
    try host.tap("Reset")
    #expect(store.withState(\.hue) == 0)
    #expect(store.withState(\.alert) == nil)
    #expect(!host.screen.contains("[alert]"))
  }
}
