import Auth
import RuntimeTesting
import Testing

@MainActor
@Suite struct TwoFactorFeatureTests {
  @Test(arguments: [
    ("1234", true),
    ("123456", true),
    ("123", false),
    ("", false),
    ("12a4", false),
    ("12 34", false),
    ("１２３４", false),
  ])
  func codeValidity(code: String, isValid: Bool) {
    #expect(TwoFactorFeature.State(token: "token", code: Redacted(code)).isFormValid == isValid)
  }

  @Test func anInvalidCodeIsNotSent() async {
    let store = TestStore(initialState: TwoFactorFeature.State(token: "token", code: "12")) {
      TwoFactorFeature()
    }

    await store.send(.view(.submitButtonTapped))
  }

  @Test func successAnnouncesTheUser() async {
    let store = TestStore(initialState: TwoFactorFeature.State(token: "token", code: "1234")) {
      TwoFactorFeature()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { _, _ in .blobJr }
    }

    await store.send(.view(.submitButtonTapped)) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(.async(.twoFactorResponse(.success(.blobJr)))) {
      $0.isTwoFactorRequestInFlight = false
    }
    await store.receive(.delegate(.didAuthenticate(.blobJr)))
  }
}
