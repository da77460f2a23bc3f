import Auth
import RuntimeTesting
import Testing

@MainActor
@Suite struct LoginFeatureTests {
  @Test func loginSuccessAnnouncesTheUser() async {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.authenticationClient.login = { email, password in
        #expect(email == "blob@example.com")
        #expect(password.rawValue == "correct-horse")
        return .loggedIn(.blob)
      }
    }

    await store.send(.view(.onAppear))
    await store.send(.view(.binding(.set(\.$email, "blob@example.com")))) {
      $0.email = "blob@example.com"
    }
    #expect(!store.state.isFormValid)
    await store.send(.view(.binding(.set(\.$password, "correct-horse")))) {
      $0.password = "correct-horse"
    }
    #expect(store.state.isFormValid)
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.async(.loginResponse(.success(.loggedIn(.blob))))) {
      $0.isLoginRequestInFlight = false
    }
    await store.receive(.delegate(.didLogIn(.blob)))
  }

  @Test func wrongPasswordShowsAnAlert() async {
    let store = TestStore(
      initialState: LoginFeature.State(email: "blob@example.com", password: "wrong")
    ) {
      LoginFeature()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in throw AuthenticationError.invalidCredentials }
    }

    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.async(.loginResponse(.failure(.invalidCredentials)))) {
      $0.isLoginRequestInFlight = false
      $0.alert = AlertState {
        TextState("Sign-in failed")
      } actions: {
        ButtonState(role: .cancel) { TextState("OK") }
      } message: {
        TextState("The email or password is incorrect.")
      }
    }
    await store.send(.scope(.alert(.dismiss))) {
      $0.alert = nil
    }
  }

  @Test func unexpectedErrorsReadAsNetworkErrors() async {
    struct Offline: Error {}
    let store = TestStore(
      initialState: LoginFeature.State(email: "blob@example.com", password: "correct-horse")
    ) {
      LoginFeature()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in throw Offline() }
    }

    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.async(.loginResponse(.failure(.network)))) {
      $0.isLoginRequestInFlight = false
      $0.alert = .authenticationFailed(.network)
    }
  }

  @Test func anInvalidFormSendsNothing() async {
    let store = TestStore(initialState: LoginFeature.State(email: "blob", password: "pw")) {
      LoginFeature()
    }

    #expect(!store.state.isFormValid)
    await store.send(.view(.loginButtonTapped))
  }

  @Test(arguments: [
    ("blob@example.com", "pw", true),
    ("blob.jr@mail.example.org", "pw", true),
    ("blob@example.com", "", false),
    ("", "pw", false),
    ("blob", "pw", false),
    ("@example.com", "pw", false),
    ("blob@example", "pw", false),
    ("blob@example.", "pw", false),
    ("blob@@example.com", "pw", false),
    ("blob @example.com", "pw", false),
  ])
  func formValidity(email: String, password: String, isValid: Bool) {
    let state = LoginFeature.State(email: email, password: Redacted(password))
    #expect(state.isFormValid == isValid)
  }

  @Test func twoFactorSuccessLogsInFromTheLoginFeature() async {
    let store = TestStore(
      initialState: LoginFeature.State(email: "blob.jr@example.com", password: "battery-staple")
    ) {
      LoginFeature()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in .twoFactorRequired(token: "token") }
      $0.authenticationClient.twoFactor = { token, code in
        #expect(token.rawValue == "token")
        #expect(code.rawValue == "1234")
        return .blobJr
      }
    }

    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.async(.loginResponse(.success(.twoFactorRequired(token: "token"))))) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactorFeature.State(token: "token")
    }
    await store.send(.scope(.twoFactor(.presented(.view(.binding(.set(\.$code, "1234"))))))) {
      $0.twoFactor?.code = "1234"
    }
    await store.send(.scope(.twoFactor(.presented(.view(.submitButtonTapped))))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(
      .scope(.twoFactor(.presented(.async(.twoFactorResponse(.success(.blobJr))))))
    ) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
    await store.receive(.scope(.twoFactor(.presented(.delegate(.didAuthenticate(.blobJr)))))) {
      $0.twoFactor = nil
    }
    await store.receive(.delegate(.didLogIn(.blobJr)))
  }

  @Test func twoFactorFailureShowsAnAlertInTheSheet() async {
    let store = TestStore(
      initialState: LoginFeature.State(twoFactor: TwoFactorFeature.State(token: "token"))
    ) {
      LoginFeature()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { _, _ in throw AuthenticationError.invalidCode }
    }

    await store.send(.scope(.twoFactor(.presented(.view(.binding(.set(\.$code, "0000"))))))) {
      $0.twoFactor?.code = "0000"
    }
    await store.send(.scope(.twoFactor(.presented(.view(.submitButtonTapped))))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(
      .scope(.twoFactor(.presented(.async(.twoFactorResponse(.failure(.invalidCode))))))
    ) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
      $0.twoFactor?.code = ""
      $0.twoFactor?.alert = AlertState {
        TextState("Sign-in failed")
      } actions: {
        ButtonState(role: .cancel) { TextState("OK") }
      } message: {
        TextState("The code is incorrect.")
      }
    }
    await store.send(.scope(.twoFactor(.presented(.scope(.alert(.dismiss)))))) {
      $0.twoFactor?.alert = nil
    }
  }

  @Test func dismissingTheTwoFactorSheetCancelsItsRequest() async throws {
    let clock = TestClock()
    let cancellations = CallCounter()
    let store = TestStore(
      initialState: LoginFeature.State(
        twoFactor: TwoFactorFeature.State(token: "token", code: "1234")
      )
    ) {
      LoginFeature()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { _, _ in
        do {
          try await clock.sleep(for: .seconds(1))
        } catch {
          cancellations.increment()
          throw error
        }
        return .blobJr
      }
    }

    await store.send(.scope(.twoFactor(.presented(.view(.submitButtonTapped))))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    try #require(await clock.waitForSleepers())
    await store.send(.scope(.twoFactor(.dismiss))) {
      $0.twoFactor = nil
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
    #expect(cancellations.value == 1)
    #expect(clock.sleeperCount == 0)
  }
}
