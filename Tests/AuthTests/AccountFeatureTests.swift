import Auth
import RuntimeTesting
import Testing

@MainActor
@Suite struct AccountFeatureTests {
  private var logOutDialog: ConfirmationDialogState<AccountFeature.Action.ConfirmationDialog> {
    ConfirmationDialogState {
      TextState("Log out of blob@example.com?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmLogOut) { TextState("Log out") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }

  @Test func confirmingLogsOut() async {
    let logouts = CallCounter()
    let store = TestStore(initialState: AccountFeature.State(user: .blob)) {
      AccountFeature()
    } withDependencies: {
      $0.authenticationClient.logout = { logouts.increment() }
    }

    await store.send(.view(.logOutButtonTapped)) {
      $0.confirmationDialog = logOutDialog
    }
    await store.send(.scope(.confirmationDialog(.presented(.confirmLogOut)))) {
      $0.confirmationDialog = nil
      $0.isLogOutRequestInFlight = true
    }
    await store.receive(.async(.logOutFinished)) {
      $0.isLogOutRequestInFlight = false
    }
    await store.receive(.delegate(.didLogOut))
    #expect(logouts.value == 1)
  }

  @Test func cancellingOnlyClosesTheDialog() async {
    let store = TestStore(initialState: AccountFeature.State(user: .blob)) {
      AccountFeature()
    }

    await store.send(.view(.logOutButtonTapped)) {
      $0.confirmationDialog = logOutDialog
    }
    await store.send(.scope(.confirmationDialog(.dismiss))) {
      $0.confirmationDialog = nil
    }
  }

  @Test func aFailedLogOutRequestStillLogsOutLocally() async {
    let store = TestStore(
      initialState: AccountFeature.State(user: .blob, confirmationDialog: logOutDialog)
    ) {
      AccountFeature()
    } withDependencies: {
      $0.authenticationClient.logout = { throw AuthenticationError.network }
    }

    await store.send(.scope(.confirmationDialog(.presented(.confirmLogOut)))) {
      $0.confirmationDialog = nil
      $0.isLogOutRequestInFlight = true
    }
    await store.receive(.async(.logOutFinished)) {
      $0.isLogOutRequestInFlight = false
    }
    await store.receive(.delegate(.didLogOut))
  }
}
