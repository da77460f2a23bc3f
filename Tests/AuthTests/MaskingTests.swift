import Auth
import RuntimeTesting
import TestSupport
import Testing

@MainActor
@Suite struct MaskingTests {
  let password = "correct-horse"
  let code = "9876"
  let token = "session-token-42"

  @Test func printedChangesNeverShowThePasswordCodeOrToken() async {
    let log = LockedLog<String>()
    let (token, code) = (Redacted(token), Redacted(code))
    let store = TestStore(initialState: LoginFeature.State(email: "blob.jr@example.com")) {
      LoginFeature()
        ._printChanges(.customDump(to: { log.append($0) }))
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in .twoFactorRequired(token: token) }
      $0.authenticationClient.twoFactor = { _, _ in .blobJr }
    }

    await store.send(.view(.binding(.set(\.$password, Redacted(password))))) {
      $0.password = Redacted(password)
    }
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.async(.loginResponse(.success(.twoFactorRequired(token: token))))) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactorFeature.State(token: token)
    }
    await store.send(.scope(.twoFactor(.presented(.view(.binding(.set(\.$code, code))))))) {
      $0.twoFactor?.code = code
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

    let printed = log.all.joined(separator: "\n")
    #expect(printed.contains("password: ••••"))
    #expect(printed.contains("code: ••••"))
    #expect(printed.contains(", ••••)))))"), "The typed code prints masked")
    expectMasked(printed)
  }

  @Test func dumpedAndDescribedStateNeverShowsSecrets() {
    let state = LoginFeature.State(
      email: "blob.jr@example.com",
      password: Redacted(password),
      twoFactor: TwoFactorFeature.State(token: Redacted(token), code: Redacted(code))
    )
    let dumped = customDump(state)
    #expect(dumped.contains("••••"))
    expectMasked(dumped)
    expectMasked(String(describing: state))
    expectMasked(String(reflecting: state))
    var dumpedBySwift = ""
    dump(state, to: &dumpedBySwift)
    expectMasked(dumpedBySwift)
  }

  @Test func diffsOfSecretsShowOnlyThatTheyChanged() {
    let before = LoginFeature.State(password: "correct-horse")
    let after = LoginFeature.State(password: "correct-horses")
    let difference = diff(before, after) ?? ""
    #expect(!difference.contains("correct"))
  }

  private func expectMasked(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for secret in [password, code, token] {
      #expect(!text.contains(secret), "Printed \(secret)", sourceLocation: sourceLocation)
    }
  }
}
