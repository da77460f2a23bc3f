import AppRoot
import Auth
import Foundation
import RuntimeTesting
import Search
import Settings
import Testing

/// The whole app walked through its reducers with an exhaustive `TestStore`: log in, search,
/// favorites, the detail, settings, removing during a load, logging out, two-factor login.
@MainActor
@Suite struct AppJourneyTests {
  let clock = TestClock()

  /// The app's preview dependencies with latency where it matters: 300 ms per authentication
  /// request, 1 s per forecast, and notifications that the user refuses.
  func makeStore() -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore(initialState: AppFeature.initialState) {
      AppFeature()
    } withDependencies: { [clock] in
      AppDependencies.preview(clock: clock).apply(to: &$0)
      $0.authenticationClient = .local(
        AccountService(latency: .milliseconds(300), clock: clock)
      )
      $0.weatherClient = Fixtures.slowWeatherClient(clock: clock)
      $0.userNotifications = UserNotificationsClient { false }
    }
  }

  @Test func journey() async throws {
    let store = makeStore()
    let blob = DemoAccount.blob.user

    // Log in; the request takes 300 ms on the clock.
    await logIn(store, email: "blob@example.com", password: "correct-horse")
    await store.receive(.loggedOut(.async(.loginResponse(.success(.loggedIn(blob)))))) {
      $0.login?.isLoginRequestInFlight = false
    }
    await store.receive(.loggedOut(.delegate(.didLogIn(blob)))) {
      $0 = .loggedIn(HomeFeature.State(user: blob))
    }

    // Search and add two favorites; each row loads its own forecast.
    let seoul = try await searchAndAdd(store, "Seoul")
    let busan = try await searchAndAdd(store, "Busan")
    #expect(store.state.home?.favorites.ids == [seoul.id, busan.id])

    // Adding a place again changes nothing.
    await store.send(.loggedIn(.search(.addToFavoritesTapped(seoul))))
    await store.receive(.loggedIn(.search(.delegate(.addToFavoritesTapped(seoul)))))

    // Open Seoul's detail: it refreshes (1 s) and ticks every minute.
    let seoulRow = try #require(store.state.home?.favorites[id: seoul.id])
    await store.send(.loggedIn(.favorite(id: seoul.id, action: .rowTapped))) {
      $0.home?.detail = FavoriteDetailFeature.State(favorite: seoulRow)
    }
    await store.send(.loggedIn(.detail(.task))) {
      $0.home?.detail?.isRefreshing = true
    }
    #expect(await clock.waitForSleepers(2))
    await clock.advance(by: .seconds(1))
    let seoulForecast = try await Fixtures.forecast(seoul)
    await store.receive(.loggedIn(.detail(.forecastResponse(.success(seoulForecast))))) {
      $0.home?.detail?.isRefreshing = false
      $0.home?.detail?.refreshedAt = AppDependencies.previewStart.addingTimeInterval(
        self.elapsedSeconds()
      )
    }
    await clock.advance(by: .seconds(59))
    await store.receive(.loggedIn(.detail(.timerTicked))) {
      $0.home?.detail?.minutesSinceRefresh = 1
    }
    await store.send(.loggedIn(.detail(.closeButtonTapped))) {
      $0.home?.detail = nil
    }

    // Settings: a new display name reaches the greeting; refused notifications show an alert.
    try await changeDisplayNameAndRefuseNotifications(store, to: "Blobby")

    // Tokyo is removed while its forecast loads: the response never arrives.
    let tokyo = try await searchAndAdd(store, "Tokyo", waitForForecast: false)
    await store.send(.loggedIn(.favorite(id: tokyo.id, action: .removeButtonTapped))) {
      $0.home?.destination = .alert(
        .removeFavorite(FavoriteFeature.State(place: tokyo, isLoading: true)))
    }
    await store.send(.loggedIn(.destination(.presented(.alert(.confirmRemove(id: tokyo.id)))))) {
      $0.home?.favorites.remove(id: tokyo.id)
      $0.home?.destination = nil
    }
    await clock.advance(by: .seconds(5))

    // Log out with the detail ticking and a load in flight: everything is cancelled.
    let busanRow = try #require(store.state.home?.favorites[id: busan.id])
    await store.send(.loggedIn(.favorite(id: busan.id, action: .rowTapped))) {
      $0.home?.detail = FavoriteDetailFeature.State(favorite: busanRow)
    }
    await store.send(.loggedIn(.detail(.task))) {
      $0.home?.detail?.isRefreshing = true
    }
    await store.send(.loggedIn(.favorite(id: seoul.id, action: .task))) {
      $0.home?.favorites[id: seoul.id]?.isLoading = true
    }
    await logOut(store, email: "blob@example.com")
    await clock.advance(by: .seconds(600))
    await store.finish()

    // Log in again with two-factor.
    try await logInWithTwoFactor(store)
  }

  // MARK: - Steps

  /// Fills the login form and taps "Log in"; the request waits 300 ms on the clock.
  func logIn(
    _ store: TestStore<AppFeature.State, AppFeature.Action>, email: String, password: String
  ) async {
    await store.send(.loggedOut(.view(.binding(.set(\.$email, email))))) {
      $0.login?.email = email
    }
    await store.send(.loggedOut(.view(.binding(.set(\.$password, Redacted(password)))))) {
      $0.login?.password = Redacted(password)
    }
    await store.send(.loggedOut(.view(.loginButtonTapped))) {
      $0.login?.isLoginRequestInFlight = true
    }
    #expect(await clock.waitForSleepers())
    await clock.advance(by: .milliseconds(300))
  }

  /// Searches `query`, adds the first result to the favorites and starts its row's load,
  /// waiting for the forecast unless `waitForForecast` is false.
  func searchAndAdd(
    _ store: TestStore<AppFeature.State, AppFeature.Action>,
    _ query: String,
    waitForForecast: Bool = true
  ) async throws -> GeocodingSearch.Result {
    let response = try await Fixtures.search(query)
    let place = try #require(response.results.first)
    await store.send(.loggedIn(.search(.searchQueryChanged(query)))) {
      $0.home?.search.searchQuery = query
    }
    // The search view debounces; without a view, the test sends what it would send.
    await store.send(.loggedIn(.search(.searchQueryChangeDebounced)))
    await store.receive(.loggedIn(.search(.searchResponse(.success(response))))) {
      $0.home?.search.results = response.results
    }
    await store.send(.loggedIn(.search(.addToFavoritesTapped(place))))
    await store.receive(.loggedIn(.search(.delegate(.addToFavoritesTapped(place))))) {
      $0.home?.favorites.append(FavoriteFeature.State(place: place))
    }
    await store.send(.loggedIn(.favorite(id: place.id, action: .task))) {
      $0.home?.favorites[id: place.id]?.isLoading = true
    }
    guard waitForForecast else { return place }
    #expect(await clock.waitForSleepers())
    await clock.advance(by: .seconds(1))
    let forecast = try await Fixtures.forecast(place)
    await store.receive(
      .loggedIn(.favorite(id: place.id, action: .forecastResponse(.success(forecast))))
    ) {
      $0.home?.favorites[id: place.id]?.isLoading = false
      $0.home?.favorites[id: place.id]?.$forecast.withLock { $0 = forecast }
    }
    return place
  }

  /// Opens Settings, types `name` (the greeting and the account, sharing it, follow), turns
  /// notifications on, is refused (alert), and closes the sheet.
  func changeDisplayNameAndRefuseNotifications(
    _ store: TestStore<AppFeature.State, AppFeature.Action>, to name: String
  ) async throws {
    await store.send(.loggedIn(.settingsButtonTapped)) {
      $0.home?.destination = .settings(SettingsFeature.State(displayName: "Blob"))
    }
    await store.send(.loggedIn(.destination(.presented(.settings(.task)))))
    await store.receive(.loggedIn(.destination(.presented(.settings(.settingsLoaded(nil))))))
    await store.send(
      .loggedIn(.destination(.presented(.settings(.binding(.set(\.$displayName, name))))))
    ) {
      $0.home?.destination?.settings?.displayName = name
      // One shared name: the greeting, the account and the settings screen all show it.
      $0.home?.$displayName.withLock { $0 = name }
    }
    await store.send(
      .loggedIn(.destination(.presented(.settings(.binding(.set(\.$enableNotifications, true))))))
    ) {
      $0.home?.destination?.settings?.enableNotifications = true
      $0.home?.destination?.settings?.isLoading = true
    }
    await store.receive(
      .loggedIn(.destination(.presented(.settings(.authorizationResponse(false)))))
    ) {
      $0.home?.destination?.settings?.enableNotifications = false
      $0.home?.destination?.settings?.isLoading = false
      $0.home?.destination?.settings?.alert = .notificationsOff(
        reason: """
          Notifications weren't allowed. Allow them for this app in your system settings, \
          then try again.
          """
      )
    }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.loggedIn(.destination(.presented(.settings(.saved)))))
    await store.send(.loggedIn(.destination(.presented(.settings(.alert(.dismiss)))))) {
      $0.home?.destination?.settings?.alert = nil
    }
    await store.send(.loggedIn(.destination(.dismiss))) {
      $0.home?.destination = nil
    }
  }

  /// Confirms "Log out" in the account section; the request takes 300 ms.
  func logOut(_ store: TestStore<AppFeature.State, AppFeature.Action>, email: String) async {
    await store.send(.loggedIn(.account(.view(.logOutButtonTapped)))) {
      $0.home?.account.confirmationDialog = ConfirmationDialogState {
        TextState("Log out of \(email)?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmLogOut) { TextState("Log out") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(
      .loggedIn(.account(.scope(.confirmationDialog(.presented(.confirmLogOut)))))
    ) {
      $0.home?.account.confirmationDialog = nil
      $0.home?.account.isLogOutRequestInFlight = true
    }
    #expect(await clock.waitForSleepers(4))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.loggedIn(.account(.async(.logOutFinished)))) {
      $0.home?.account.isLogOutRequestInFlight = false
    }
    await store.receive(.loggedIn(.account(.delegate(.didLogOut)))) {
      $0 = .loggedOut(LoginFeature.State())
    }
  }

  /// Logs in as Blob Jr., who needs the one-time code 1234.
  func logInWithTwoFactor(_ store: TestStore<AppFeature.State, AppFeature.Action>) async throws {
    let blobJr = DemoAccount.blobJr.user
    await logIn(store, email: "blob.jr@example.com", password: "battery-staple")
    await store.receive({
      guard case .loggedOut(.async(.loginResponse(.success(.twoFactorRequired)))) = $0 else {
        return false
      }
      return true
    }) {
      // The token is a random secret of the account service; take the one it issued, from the
      // store's current state (`store.state` is the state before this action).
      let token = try #require(store.store.currentState.login?.twoFactor?.token)
      $0.login?.isLoginRequestInFlight = false
      $0.login?.twoFactor = TwoFactorFeature.State(token: token)
    }
    await store.send(
      .loggedOut(.scope(.twoFactor(.presented(.view(.binding(.set(\.$code, "1234")))))))
    ) {
      $0.login?.twoFactor?.code = "1234"
    }
    await store.send(.loggedOut(.scope(.twoFactor(.presented(.view(.submitButtonTapped)))))) {
      $0.login?.twoFactor?.isTwoFactorRequestInFlight = true
    }
    #expect(await clock.waitForSleepers())
    await clock.advance(by: .milliseconds(300))
    await store.receive(
      .loggedOut(.scope(.twoFactor(.presented(.async(.twoFactorResponse(.success(blobJr)))))))
    ) {
      $0.login?.twoFactor?.isTwoFactorRequestInFlight = false
    }
    await store.receive(
      .loggedOut(.scope(.twoFactor(.presented(.delegate(.didAuthenticate(blobJr))))))
    ) {
      $0.login?.twoFactor = nil
    }
    await store.receive(.loggedOut(.delegate(.didLogIn(blobJr)))) {
      $0 = .loggedIn(HomeFeature.State(user: blobJr))
    }
    #expect(store.state.home?.displayName == "Blob Jr.")
    await store.finish()
  }

  /// The virtual time elapsed on the clock, in seconds.
  func elapsedSeconds() -> Double {
    let (seconds, attoseconds) = clock.now.offset.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
