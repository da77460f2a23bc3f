// Emitted by `app replay settings-notifications-denied.jsonl --emit-test` from a recording of version 1.0.0.
// Emit it again instead of editing it; it is generated, so the formatter leaves it alone.
// swift-format-ignore-file
// The recording keeps secrets masked (••••), so this test types stand-ins for them:
// - `placeholderSecret` where the user typed a secret the preview dependencies
//   publish (a demo password or code); the dependencies below accept it instead.
import AppRoot
import Auth
import ComposableArchitecture
import Foundation
import Search
import Settings
import Testing

@MainActor
@Suite struct ReplayedSettingsNotificationsDeniedTests {
  @Test func replaysTheRecording() async throws {
    let clock = TestClock()
    let placeholderSecret: Redacted<String> = "4242"
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
    await store.send(.loggedOut(.view(.binding(.set(\.$email, "blob@example.com"))))) {
      $0.modify(\.loggedOut) {
        $0.email = "blob@example.com"
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
    let recordedUser1 = try recorded(User.self, json: #"{"displayName":"Blob","email":"blob@example.com","id":"00000000-0000-0000-0000-000000000001"}"#)
    await store.receive(.loggedOut(.async(.loginResponse(.success(.loggedIn(recordedUser1)))))) {
      $0.modify(\.loggedOut) {
        $0.isLoginRequestInFlight = false
      }
    }
    let recordedUser2 = try recorded(User.self, json: #"{"displayName":"Blob","email":"blob@example.com","id":"00000000-0000-0000-0000-000000000001"}"#)
    let recordedHomeFeatureState3 = try recorded(HomeFeature.State.self, json: #"{"account":{"confirmationDialog":null,"displayName":"Blob","isLogOutRequestInFlight":false,"user":{"displayName":"Blob","email":"blob@example.com","id":"00000000-0000-0000-0000-000000000001"}},"destination":null,"displayName":"Blob","favorites":[],"search":{"results":[],"searchQuery":""}}"#)
    await store.receive(.loggedOut(.delegate(.didLogIn(recordedUser2)))) {
      $0 = .loggedIn(recordedHomeFeatureState3)
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(.loggedIn(.search(.searchQueryChangeDebounced)))
    let recordedSettingsFeatureState4 = try recorded(SettingsFeature.State.self, json: #"{"alert":null,"digest":"daily","displayName":"Blob","enableNotifications":false,"isHapticFeedbackEnabled":true,"isLoading":false,"protectMyPosts":false,"savedDisplayName":"Blob","sendEmailNotifications":false,"sendMobileNotifications":false}"#)
    await store.send(.loggedIn(.settingsButtonTapped)) {
      $0.modify(\.loggedIn) {
        $0.destination = .settings(recordedSettingsFeatureState4)
      }
    }
    await store.send(.loggedIn(.destination(.presented(.settings(.task)))))
    await store.receive(.loggedIn(.destination(.presented(.settings(.settingsLoaded(nil))))))
    await store.send(.loggedIn(.destination(.presented(.settings(.binding(.set(\.$enableNotifications, true))))))) {
      $0.modify(\.loggedIn) {
        $0.destination?.modify(\.settings) {
          $0.enableNotifications = true
          $0.isLoading = true
        }
      }
    }
    await store.receive(.loggedIn(.destination(.presented(.settings(.authorizationResponse(true)))))) {
      $0.modify(\.loggedIn) {
        $0.destination?.modify(\.settings) {
          $0.isLoading = false
        }
      }
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.loggedIn(.destination(.presented(.settings(.saved)))))
    let recordedAlertState5 = try recorded(AlertState<SettingsFeature.Action.Alert>.self, json: #"{"buttons":[{"action":{"tryAgainTapped":{}},"label":{"string":"Try again"}},{"label":{"string":"OK"},"role":"cancel"}],"message":{"string":"Notifications weren't allowed. Allow them for this app in your system settings, then try again."},"title":{"string":"Notifications are off"}}"#)
    await store.send(.loggedIn(.destination(.presented(.settings(.authorizationResponse(false)))))) {
      $0.modify(\.loggedIn) {
        $0.destination?.modify(\.settings) {
          $0.enableNotifications = false
          $0.alert = recordedAlertState5
        }
      }
    }
    await store.send(.loggedIn(.destination(.presented(.settings(.alert(.dismiss)))))) {
      $0.modify(\.loggedIn) {
        $0.destination?.modify(\.settings) {
          $0.alert = nil
        }
      }
    }
    await store.send(.loggedIn(.destination(.dismiss))) {
      $0.modify(\.loggedIn) {
        $0.destination = nil
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
