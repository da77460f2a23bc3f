import Auth
import Foundation
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

  /// A state saved before the account showed a shared name decodes, showing the user's name;
  /// one saved after shows the name it saved.
  @Test func aStateSavedWithoutADisplayNameShowsTheUsersName() throws {
    let user =
      #"{"id":"00000000-0000-0000-0000-000000000001","email":"blob@example.com","displayName":"Blob"}"#
    let older = #"{"user":\#(user),"isLogOutRequestInFlight":false,"confirmationDialog":null}"#
    let decoded = try JSONDecoder().decode(AccountFeature.State.self, from: Data(older.utf8))
    #expect(decoded.displayName == "Blob")
    let newer =
      #"{"user":\#(user),"displayName":"Blobby","isLogOutRequestInFlight":true,"confirmationDialog":null}"#
    let renamed = try JSONDecoder().decode(AccountFeature.State.self, from: Data(newer.utf8))
    #expect(renamed.displayName == "Blobby")
    #expect(renamed.isLogOutRequestInFlight)
    #expect(renamed.user.displayName == "Blob")
  }
}
