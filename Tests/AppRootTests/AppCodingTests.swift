import AppRoot
import Auth
import Foundation
import Search
import Settings
import Testing

/// The app's actions and state encode to JSON and decode back unchanged, so that the `app`
/// executable can read them from scripts and record and replay sessions; secrets encode masked.
@Suite struct AppCodingTests {
  func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test func actionsOfEveryFeatureRoundTrip() throws {
    let seoul = try #require(GeocodingSearch.mock.results.first)
    let actions: [AppFeature.Action] = [
      .loggedOut(.view(.binding(.set(\.$email, "blob@example.com")))),
      .loggedOut(.async(.loginResponse(.failure(.lockedOut(retryAfter: .seconds(300)))))),
      .loggedOut(.scope(.twoFactor(.presented(.view(.submitButtonTapped))))),
      .loggedOut(.delegate(.didLogIn(DemoAccount.blob.user))),
      .loggedIn(.search(.searchResponse(.success(.mock)))),
      .loggedIn(
        .search(.forecastResponse(seoul.id, .failure(WeatherClientError.server(status: 503))))),
      .loggedIn(.favorite(id: seoul.id, action: .forecastResponse(.success(.mock)))),
      .loggedIn(.detail(.timerTicked)),
      .loggedIn(.destination(.presented(.settings(.binding(.set(\.$digest, .weekly)))))),
      .loggedIn(.destination(.presented(.rename(.binding(.set(\.$nickname, "Home")))))),
      .loggedIn(.destination(.presented(.alert(.confirmRemove(id: seoul.id))))),
      .loggedIn(.destination(.presented(.confirmationDialog(.clearFavorites)))),
      .loggedIn(.destination(.dismiss)),
      .loggedIn(.account(.scope(.confirmationDialog(.presented(.confirmLogOut))))),
    ]
    for action in actions {
      #expect(try roundTrip(action) == action)
    }
  }

  @Test func stateWithEveryKindOfChildRoundTrips() throws {
    let seoul = try #require(GeocodingSearch.mock.results.first)
    let favorite = FavoriteFeature.State(place: seoul, forecast: .mock)
    var home = HomeFeature.State(user: DemoAccount.blob.user)
    home.search.results = GeocodingSearch.mock.results
    home.favorites = [favorite]
    home.detail = FavoriteDetailFeature.State(favorite: favorite)
    home.destination = .settings(SettingsFeature.State(displayName: "Blob"))
    let states: [AppFeature.State] = [
      .loggedIn(home),
      .loggedIn(
        HomeFeature.State(
          user: DemoAccount.blob.user, destination: .alert(.removeFavorite(favorite)))),
    ]
    for state in states {
      #expect(try roundTrip(state) == state)
    }
  }

  @Test func aLoginFormDecodesWithItsSecretMasked() throws {
    var login = LoginFeature.State(email: "blob@example.com", password: "correct-horse")
    let decoded = try #require(try roundTrip(AppFeature.State.loggedOut(login)).login)
    login.password = "••••"
    #expect(decoded == login)
  }

  @Test func secretsEncodeMasked() throws {
    let action = AppFeature.Action.loggedOut(.view(.binding(.set(\.$password, "correct-horse"))))
    let json = try #require(String(data: JSONEncoder().encode(action), encoding: .utf8))
    #expect(!json.contains("correct-horse"))
    #expect(json.contains("••••"))
  }

  @Test func anUnusedActionKindCannotBeDecoded() {
    let json = Data(#"{"loggedOut":{"inner":{"_0":{}}}}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AppFeature.Action.self, from: json)
    }
  }
}
