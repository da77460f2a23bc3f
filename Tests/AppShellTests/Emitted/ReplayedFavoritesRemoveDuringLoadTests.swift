// Emitted by `app replay favorites-remove-during-load.jsonl --emit-test` from a recording of version 1.0.0.
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
@Suite struct ReplayedFavoritesRemoveDuringLoadTests {
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
    await store.send(.loggedIn(.search(.searchQueryChanged("Tokyo")))) {
      $0.modify(\.loggedIn) {
        $0.search.searchQuery = "Tokyo"
      }
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(.loggedIn(.search(.searchQueryChangeDebounced)))
    let recordedGeocodingSearch4 = try recorded(GeocodingSearch.self, json: #"{"results":[{"admin1":"Tokyo","country":"Japan","id":1850147,"latitude":35.6895,"longitude":139.6917,"name":"Tokyo"}]}"#)
    let recordedGeocodingSearchResult5 = try recorded(GeocodingSearch.Result.self, json: #"{"admin1":"Tokyo","country":"Japan","id":1850147,"latitude":35.6895,"longitude":139.6917,"name":"Tokyo"}"#)
    await store.receive(.loggedIn(.search(.searchResponse(.success(recordedGeocodingSearch4))))) {
      $0.modify(\.loggedIn) {
        $0.search.results = [recordedGeocodingSearchResult5]
      }
    }
    let recordedGeocodingSearchResult6 = try recorded(GeocodingSearch.Result.self, json: #"{"admin1":"Tokyo","country":"Japan","id":1850147,"latitude":35.6895,"longitude":139.6917,"name":"Tokyo"}"#)
    await store.send(.loggedIn(.search(.searchResultTapped(recordedGeocodingSearchResult6)))) {
      $0.modify(\.loggedIn) {
        $0.search.resultForecastRequestInFlight = recordedGeocodingSearchResult6
      }
    }
    let recordedForecast7 = try recorded(Forecast.self, json: #"{"daily":{"temperature_2m_max":[6,7.6,3.6,5.2,6.8,8.4,4.4],"temperature_2m_min":[-2,-1,-3.5,-2.5,-1.5,-0.5,-3],"time":[788918400,789004800,789091200,789177600,789264000,789350400,789436800]},"daily_units":{"temperature_2m_max":"°C","temperature_2m_min":"°C"}}"#)
    let recordedSearchFeatureStateWeather8 = try recorded(SearchFeature.State.Weather.self, json: #"{"days":[{"date":788918400,"temperatureMax":6,"temperatureMaxUnit":"°C","temperatureMin":-2,"temperatureMinUnit":"°C"},{"date":789004800,"temperatureMax":7.6,"temperatureMaxUnit":"°C","temperatureMin":-1,"temperatureMinUnit":"°C"},{"date":789091200,"temperatureMax":3.6,"temperatureMaxUnit":"°C","temperatureMin":-3.5,"temperatureMinUnit":"°C"},{"date":789177600,"temperatureMax":5.2,"temperatureMaxUnit":"°C","temperatureMin":-2.5,"temperatureMinUnit":"°C"},{"date":789264000,"temperatureMax":6.8,"temperatureMaxUnit":"°C","temperatureMin":-1.5,"temperatureMinUnit":"°C"},{"date":789350400,"temperatureMax":8.4,"temperatureMaxUnit":"°C","temperatureMin":-0.5,"temperatureMinUnit":"°C"},{"date":789436800,"temperatureMax":4.4,"temperatureMaxUnit":"°C","temperatureMin":-3,"temperatureMinUnit":"°C"}],"id":1850147}"#)
    await store.receive(.loggedIn(.search(.forecastResponse(1850147, .success(recordedForecast7))))) {
      $0.modify(\.loggedIn) {
        $0.search.resultForecastRequestInFlight = nil
        $0.search.weather = recordedSearchFeatureStateWeather8
      }
    }
    let recordedGeocodingSearchResult9 = try recorded(GeocodingSearch.Result.self, json: #"{"admin1":"Tokyo","country":"Japan","id":1850147,"latitude":35.6895,"longitude":139.6917,"name":"Tokyo"}"#)
    await store.send(.loggedIn(.search(.addToFavoritesTapped(recordedGeocodingSearchResult9))))
    let recordedGeocodingSearchResult10 = try recorded(GeocodingSearch.Result.self, json: #"{"admin1":"Tokyo","country":"Japan","id":1850147,"latitude":35.6895,"longitude":139.6917,"name":"Tokyo"}"#)
    let recordedFavoriteFeatureState11 = try recorded(FavoriteFeature.State.self, json: #"{"isLoading":false,"place":{"admin1":"Tokyo","country":"Japan","id":1850147,"latitude":35.6895,"longitude":139.6917,"name":"Tokyo"}}"#)
    await store.receive(.loggedIn(.search(.delegate(.addToFavoritesTapped(recordedGeocodingSearchResult10))))) {
      $0.modify(\.loggedIn) {
        $0.favorites.append(recordedFavoriteFeatureState11)
      }
    }
    await store.send(.loggedIn(.favorite(id: 1850147, action: .task))) {
      $0.modify(\.loggedIn) {
        $0.favorites[id: 1850147]?.isLoading = true
      }
    }
    let recordedForecast12 = try recorded(Forecast.self, json: #"{"daily":{"temperature_2m_max":[6,7.6,3.6,5.2,6.8,8.4,4.4],"temperature_2m_min":[-2,-1,-3.5,-2.5,-1.5,-0.5,-3],"time":[788918400,789004800,789091200,789177600,789264000,789350400,789436800]},"daily_units":{"temperature_2m_max":"°C","temperature_2m_min":"°C"}}"#)
    await store.receive(.loggedIn(.favorite(id: 1850147, action: .forecastResponse(.success(recordedForecast12))))) {
      $0.modify(\.loggedIn) {
        $0.favorites[id: 1850147]?.$forecast.withLock { $0 = recordedForecast12 }
        $0.favorites[id: 1850147]?.isLoading = false
      }
    }
    let recordedAlertState13 = try recorded(AlertState<HomeFeature.Destination.Action.Alert>.self, json: #"{"buttons":[{"action":{"confirmRemove":{"id":1850147}},"label":{"string":"Remove"},"role":"destructive"},{"label":{"string":"Cancel"},"role":"cancel"}],"message":{"string":"Tokyo will no longer be among your favorites."},"title":{"string":"Remove Tokyo?"}}"#)
    await store.send(.loggedIn(.favorite(id: 1850147, action: .removeButtonTapped))) {
      $0.modify(\.loggedIn) {
        $0.destination = .alert(recordedAlertState13)
      }
    }
    await store.send(.loggedIn(.destination(.presented(.alert(.confirmRemove(id: 1850147)))))) {
      $0.modify(\.loggedIn) {
        $0.favorites.remove(id: 1850147)
        $0.destination = nil
      }
    }
    await clock.advance(by: .seconds(5))
    // The recording ends here: effects still running are cancelled.
    await store.skipInFlightEffects(strict: false)
  }
}

/// The value of type `type` that `json` encodes: what the recording holds for a value
/// that Swift has no literal for.
private func recorded<Value: Decodable>(_ type: Value.Type, json: String) throws -> Value {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}
