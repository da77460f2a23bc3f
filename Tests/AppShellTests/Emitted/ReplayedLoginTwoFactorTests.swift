// Emitted by `app replay login-two-factor.jsonl --emit-test` from a recording of version 1.0.0.
// Emit it again instead of editing it; it is generated, so the formatter leaves it alone.
// swift-format-ignore-file
// The recording keeps secrets masked (••••), so this test types stand-ins for them:
// - `placeholderSecret` where the user typed a secret the preview dependencies
//   publish (a demo password or code); the dependencies below accept it instead.
// - `refusedSecret` where the user typed a secret they do not publish; they refuse it,
//   as a wrong password is refused.
import AppRoot
import Auth
import ComposableArchitecture
import Foundation
import Search
import Settings
import Testing

@MainActor
@Suite struct ReplayedLoginTwoFactorTests {
  @Test func replaysTheRecording() async throws {
    let clock = TestClock()
    let placeholderSecret: Redacted<String> = "4242"
    let refusedSecret: Redacted<String> = "0000"
    let store = TestStore(initialState: AppFeature.initialState) {
      AppFeature()
    } withDependencies: { values in
      AppDependencies.preview(clock: clock).apply(to: &values)
      values.authenticationClient = .local(
        AccountService(
          accounts: DemoAccount.all.map {
            DemoAccount(
              user: $0.user, password: placeholderSecret,
              twoFactorCode: $0.twoFactorCode.map { _ in placeholderSecret })
          },
          latency: .zero, clock: clock))
    }
    await store.send(.loggedOut(.view(.onAppear)))
    await store.send(.loggedOut(.view(.binding(.set(\.$email, "blob.jr@example.com"))))) {
      $0.modify(\.loggedOut) {
        $0.email = "blob.jr@example.com"
      }
    }
    await store.send(.loggedOut(.view(.binding(.set(\.$password, placeholderSecret))))) {
      $0.modify(\.loggedOut) {
        $0.password = placeholderSecret
      }
    }
    await store.send(.loggedOut(.view(.loginButtonTapped))) {
      $0.modify(\.loggedOut) {
        $0.isLoginRequestInFlight = true
      }
    }
    // This action carries a secret the recording keeps masked: it is received by its
    // masked print, and the state it changes is not checked.
    store.exhaustivity = .off
    await store.receive(matchingMasked(.loggedOut(.async(.loginResponse(.success(.twoFactorRequired(token: "••••")))))))
    store.exhaustivity = .on
    await store.send(.loggedOut(.scope(.twoFactor(.presented(.view(.binding(.set(\.$code, refusedSecret)))))))) {
      $0.modify(\.loggedOut) {
        $0.twoFactor?.code = refusedSecret
      }
    }
    await store.send(.loggedOut(.scope(.twoFactor(.presented(.view(.submitButtonTapped)))))) {
      $0.modify(\.loggedOut) {
        $0.twoFactor?.isTwoFactorRequestInFlight = true
      }
    }
    let recordedAlertState1 = try recorded(AlertState<TwoFactorFeature.Action.Alert>.self, json: #"{"buttons":[{"label":{"string":"OK"},"role":"cancel"}],"message":{"string":"The code is incorrect."},"title":{"string":"Sign-in failed"}}"#)
    await store.receive(.loggedOut(.scope(.twoFactor(.presented(.async(.twoFactorResponse(.failure(.invalidCode)))))))) {
      $0.modify(\.loggedOut) {
        $0.twoFactor?.code = ""
        $0.twoFactor?.isTwoFactorRequestInFlight = false
        $0.twoFactor?.alert = recordedAlertState1
      }
    }
    await store.send(.loggedOut(.scope(.twoFactor(.presented(.scope(.alert(.dismiss))))))) {
      $0.modify(\.loggedOut) {
        $0.twoFactor?.alert = nil
      }
    }
    await store.send(.loggedOut(.scope(.twoFactor(.presented(.view(.binding(.set(\.$code, placeholderSecret)))))))) {
      $0.modify(\.loggedOut) {
        $0.twoFactor?.code = placeholderSecret
      }
    }
    await store.send(.loggedOut(.scope(.twoFactor(.presented(.view(.submitButtonTapped)))))) {
      $0.modify(\.loggedOut) {
        $0.twoFactor?.isTwoFactorRequestInFlight = true
      }
    }
    let recordedUser2 = try recorded(User.self, json: #"{"displayName":"Blob Jr.","email":"blob.jr@example.com","id":"00000000-0000-0000-0000-000000000002"}"#)
    await store.receive(.loggedOut(.scope(.twoFactor(.presented(.async(.twoFactorResponse(.success(recordedUser2)))))))) {
      $0.modify(\.loggedOut) {
        $0.twoFactor?.isTwoFactorRequestInFlight = false
      }
    }
    let recordedUser3 = try recorded(User.self, json: #"{"displayName":"Blob Jr.","email":"blob.jr@example.com","id":"00000000-0000-0000-0000-000000000002"}"#)
    await store.receive(.loggedOut(.scope(.twoFactor(.presented(.delegate(.didAuthenticate(recordedUser3))))))) {
      $0.modify(\.loggedOut) {
        $0.twoFactor = nil
      }
    }
    let recordedUser4 = try recorded(User.self, json: #"{"displayName":"Blob Jr.","email":"blob.jr@example.com","id":"00000000-0000-0000-0000-000000000002"}"#)
    let recordedHomeFeatureState5 = try recorded(HomeFeature.State.self, json: #"{"account":{"confirmationDialog":null,"displayName":"Blob Jr.","isLogOutRequestInFlight":false,"user":{"displayName":"Blob Jr.","email":"blob.jr@example.com","id":"00000000-0000-0000-0000-000000000002"}},"destination":null,"displayName":"Blob Jr.","favorites":[],"search":{"results":[],"searchQuery":""}}"#)
    await store.receive(.loggedOut(.delegate(.didLogIn(recordedUser4)))) {
      $0 = .loggedIn(recordedHomeFeatureState5)
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(.loggedIn(.search(.searchQueryChangeDebounced)))
    // The recording ends here: effects still running are cancelled.
    await store.skipInFlightEffects(strict: false)
  }
}

/// The value of type `type` that `json` encodes: what the recording holds for a value
/// that Swift has no literal for.
private func recorded<Value: Decodable>(_ type: Value.Type, json: String) throws -> Value {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}
/// Matches an action that prints like `expected` with its secrets masked (••••).
private func matchingMasked<Action>(_ expected: Action) -> (Action) -> Bool {
  { customDump($0) == customDump(expected) }
}
