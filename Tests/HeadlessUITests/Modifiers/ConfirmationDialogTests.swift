import HeadlessUI
import RuntimeTesting
import Testing

private struct Account: Reducer {
  struct State: Equatable {
    @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
    @PresentationState var destination: Destination?
    var log: [String] = []
  }

  enum Destination: Equatable {
    case share(ConfirmationDialogState<Action.Share>)
  }

  enum DestinationAction: Equatable {
    case share(Action.Share)
  }

  enum Action: Equatable {
    case dialog(PresentationAction<Dialog>)
    case destination(PresentationAction<DestinationAction>)
    case logOutTapped
    case shareTapped

    enum Dialog: Equatable { case confirmLogOut }
    enum Share: Equatable { case copyLink }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .logOutTapped:
        state.dialog = ConfirmationDialogState {
          TextState("Log out?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmLogOut) { TextState("Log out") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("You can log in again at any time.")
        }
      case .shareTapped:
        state.destination = .share(ConfirmationDialogState { TextState("Share") })
      case .dialog(.presented(.confirmLogOut)):
        state.log.append("confirmLogOut")
      case .dialog(.dismiss):
        state.log.append("dialog dismiss")
      case .destination(.presented(.share(.copyLink))):
        state.log.append("copyLink")
      case .destination(.dismiss):
        state.log.append("destination dismiss")
      }
      return .none
    }
    .ifLet(\.$dialog, action: /Action.dialog) { EmptyReducer() }
    .ifLet(\.$destination, action: /Action.destination) { EmptyReducer() }
  }
}

private struct AccountView: View {
  let store: StoreOf<Account>

  var body: some View {
    Form {
      Button("Log out", role: .destructive) { store.send(.logOutTapped) }
      Button("Share") { store.send(.shareTapped) }
    }
    .confirmationDialog(store: store.scope(state: \.$dialog, action: { .dialog($0) }))
    .confirmationDialog(
      store: store.scope(state: \.$destination, action: { .destination($0) }),
      state: /Account.Destination.share,
      action: Account.DestinationAction.share
    )
  }
}

@MainActor
@Suite struct ConfirmationDialogTests {
  @Test func rendersTheDialogAfterTheScreen() throws {
    let store = Store(initialState: Account.State()) { Account() }
    let host = ViewHost(AccountView(store: store))
    try host.tap("Log out")
    assertSnapshot(of: host.screen, named: "dialog-log-out")
    #expect(host.tree.first { $0.kind == .confirmationDialog }?.label == "Log out?")
  }

  @Test func theDialogsButtonWinsOverTheScreensButton() throws {
    let store = Store(initialState: Account.State()) { Account() }
    let host = ViewHost(AccountView(store: store))
    try host.tap("Log out")
    try host.tap("Log out")
    #expect(store.currentState.log == ["confirmLogOut"])
    #expect(store.currentState.dialog == nil)
  }

  @Test func cancelAndDismissSendDismiss() throws {
    let store = Store(initialState: Account.State()) { Account() }
    let host = ViewHost(AccountView(store: store))
    try host.tap("Log out")
    try host.tap("Cancel")
    try host.tap("Log out")
    try host.dismiss()
    #expect(store.currentState.log == ["dialog dismiss", "dialog dismiss"])
  }

  @Test func destinationDialogWithoutButtonsOffersCancel() throws {
    let store = Store(initialState: Account.State()) { Account() }
    let host = ViewHost(AccountView(store: store))
    try host.tap("Share")
    #expect(host.screen.hasSuffix("[dialog] Share\n  (Cancel)"))
    try host.tap("Cancel")
    #expect(store.currentState.log == ["destination dismiss"])
    #expect(store.currentState.destination == nil)
  }
}
