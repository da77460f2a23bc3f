// Emitted by `app replay wrong-password.jsonl --emit-test` from a recording of version 1.0.0.
// Emit it again instead of editing it; it is generated, so the formatter leaves it alone.
// swift-format-ignore-file
// The recording keeps secrets masked (••••), so this test types stand-ins for them:
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
@Suite struct ReplayedWrongPasswordTests {
  @Test func replaysTheRecording() async throws {
    let clock = TestClock()
    let refusedSecret: Redacted<String> = "0000"
    let store = TestStore(initialState: AppFeature.initialState) {
      AppFeature()
    } withDependencies: { values in
      AppDependencies.preview(clock: clock).apply(to: &values)
    }
    await store.send(.loggedOut(.view(.onAppear)))
    await store.send(.loggedOut(.view(.binding(.set(\.$email, "blob@example.com"))))) {
      $0.modify(\.loggedOut) {
        $0.email = "blob@example.com"
      }
    }
    await store.send(.loggedOut(.view(.binding(.set(\.$password, refusedSecret))))) {
      $0.modify(\.loggedOut) {
        $0.password = refusedSecret
      }
    }
    await store.send(.loggedOut(.view(.loginButtonTapped))) {
      $0.modify(\.loggedOut) {
        $0.isLoginRequestInFlight = true
      }
    }
    let recordedAlertState1 = try recorded(AlertState<LoginFeature.Action.Alert>.self, json: #"{"buttons":[{"label":{"string":"OK"},"role":"cancel"}],"message":{"string":"The email or password is incorrect."},"title":{"string":"Sign-in failed"}}"#)
    await store.receive(.loggedOut(.async(.loginResponse(.failure(.invalidCredentials))))) {
      $0.modify(\.loggedOut) {
        $0.isLoginRequestInFlight = false
        $0.alert = recordedAlertState1
      }
    }
    // The recording ends here: effects still running are cancelled.
    await store.skipInFlightEffects(strict: false)
  }
}

/// The value of type `type` that `json` encodes: what the recording holds for a value
/// that Swift has no literal for.
private func recorded<Value: Decodable>(_ type: Value.Type, json: String) throws -> Value {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}
