// Emitted by `app replay search-debounce.jsonl --emit-test` from a recording of version 1.0.0.
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
@Suite struct ReplayedSearchDebounceTests {
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
    await store.send(.loggedIn(.search(.searchQueryChanged("S")))) {
      $0.modify(\.loggedIn) {
        $0.search.searchQuery = "S"
      }
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.loggedIn(.search(.searchQueryChanged("Se")))) {
      $0.modify(\.loggedIn) {
        $0.search.searchQuery = "Se"
      }
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.loggedIn(.search(.searchQueryChanged("Seoul")))) {
      $0.modify(\.loggedIn) {
        $0.search.searchQuery = "Seoul"
      }
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(.loggedIn(.search(.searchQueryChangeDebounced)))
    let recordedGeocodingSearch4 = try recorded(GeocodingSearch.self, json: #"{"results":[{"admin1":"Seoul","country":"South Korea","id":1835848,"latitude":37.566,"longitude":126.9784,"name":"Seoul"}]}"#)
    let recordedGeocodingSearchResult5 = try recorded(GeocodingSearch.Result.self, json: #"{"admin1":"Seoul","country":"South Korea","id":1835848,"latitude":37.566,"longitude":126.9784,"name":"Seoul"}"#)
    await store.receive(.loggedIn(.search(.searchResponse(.success(recordedGeocodingSearch4))))) {
      $0.modify(\.loggedIn) {
        $0.search.results = [recordedGeocodingSearchResult5]
      }
    }
    await store.send(.loggedIn(.search(.searchQueryChanged("")))) {
      $0.modify(\.loggedIn) {
        $0.search.results = []
        $0.search.searchQuery = ""
      }
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
