import Auth
import RuntimeTesting
import Testing

@MainActor
@Suite struct LoginLockoutTests {
  @Test func fiveFailuresLockTheFormOutUntilFiveMinutesPass() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: LoginFeature.State(email: "blob@example.com", password: "wrong")
    ) {
      LoginFeature()
    } withDependencies: {
      $0.authenticationClient = .local(AccountService(latency: .zero, clock: clock))
    }

    for _ in 1..<AccountService.maximumFailedAttempts {
      await store.send(.view(.loginButtonTapped)) {
        $0.isLoginRequestInFlight = true
      }
      await store.receive(.async(.loginResponse(.failure(.invalidCredentials)))) {
        $0.isLoginRequestInFlight = false
        $0.alert = .authenticationFailed(.invalidCredentials)
      }
      await store.send(.scope(.alert(.dismiss))) {
        $0.alert = nil
      }
    }
    let lockedOut = AuthenticationError.lockedOut(retryAfter: .seconds(300))
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.async(.loginResponse(.failure(lockedOut)))) {
      $0.isLoginRequestInFlight = false
      $0.alert = .authenticationFailed(lockedOut)
    }
    #expect(
      store.state.alert?.message == TextState("Too many failed attempts. Try again in 5 minutes.")
    )
    await store.send(.scope(.alert(.dismiss))) {
      $0.alert = nil
    }
    await store.send(.view(.binding(.set(\.$password, "correct-horse")))) {
      $0.password = "correct-horse"
    }
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.async(.loginResponse(.failure(lockedOut)))) {
      $0.isLoginRequestInFlight = false
      $0.alert = .authenticationFailed(lockedOut)
    }
    await store.send(.scope(.alert(.dismiss))) {
      $0.alert = nil
    }

    await clock.advance(by: .seconds(5 * 60))
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.async(.loginResponse(.success(.loggedIn(.blob))))) {
      $0.isLoginRequestInFlight = false
    }
    await store.receive(.delegate(.didLogIn(.blob)))
  }
}
