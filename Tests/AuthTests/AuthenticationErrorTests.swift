import Auth
import Testing

@Suite struct AuthenticationErrorTests {
  @Test(arguments: [
    (AuthenticationError.invalidCredentials, "The email or password is incorrect."),
    (.invalidCode, "The code is incorrect."),
    (.sessionExpired, "The sign-in session has expired. Log in again."),
    (.lockedOut(retryAfter: .seconds(300)), "Too many failed attempts. Try again in 5 minutes."),
    (.lockedOut(retryAfter: .seconds(241)), "Too many failed attempts. Try again in 5 minutes."),
    (.lockedOut(retryAfter: .seconds(60)), "Too many failed attempts. Try again in 1 minute."),
    (.lockedOut(retryAfter: .milliseconds(1)), "Too many failed attempts. Try again in 1 minute."),
    (.network, "The server could not be reached. Check your connection and try again."),
  ])
  func messagesAreReadyForTheUser(error: AuthenticationError, message: String) {
    #expect(error.errorDescription == message)
    #expect(error.localizedDescription == message)
  }

  @Test func otherErrorsBecomeNetworkErrors() {
    struct Offline: Error {}
    #expect(AuthenticationError(Offline()) == .network)
    #expect(AuthenticationError(AuthenticationError.invalidCode) == .invalidCode)
  }
}
