import AppRoot
import Auth
import RuntimeTesting
import Search
import Testing

/// `ifCaseLet` at the root: leaving a case cancels every effect of the feature it ran.
@MainActor
@Suite struct AppFeatureTests {
  let clock = TestClock()

  @Test func aLoginResponseArrivingAfterTheStateMovedOnLogsNobodyIn() async {
    let store = TestStore(initialState: AppFeature.initialState) {
      AppFeature()
    } withDependencies: { [clock] in
      AppDependencies.preview(clock: clock).apply(to: &$0)
      $0.authenticationClient = .local(AccountService(latency: .seconds(1), clock: clock))
    }
    let blob = DemoAccount.blob.user
    let blobJr = DemoAccount.blobJr.user
    await store.send(.loggedOut(.view(.binding(.set(\.$email, blobJr.email))))) {
      $0.login?.email = blobJr.email
    }
    await store.send(.loggedOut(.view(.binding(.set(\.$password, "battery-staple"))))) {
      $0.login?.password = "battery-staple"
    }
    await store.send(.loggedOut(.view(.loginButtonTapped))) {
      $0.login?.isLoginRequestInFlight = true
    }
    #expect(await clock.waitForSleepers())
    // Blob signs in by another route while Blob Jr.'s request is still running.
    await store.send(.loggedOut(.delegate(.didLogIn(blob)))) {
      $0 = .loggedIn(HomeFeature.State(user: blob))
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(store.state.home?.account.user == blob)
  }

  @Test func loggingOutCancelsEveryEffectOfTheLoggedInSide() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let user = DemoAccount.blob.user
    var home = HomeFeature.State(user: user)
    home.favorites = [FavoriteFeature.State(place: seoul)]
    let store = TestStore(initialState: AppFeature.State.loggedIn(home)) {
      AppFeature()
    } withDependencies: { [clock] in
      AppDependencies.preview(clock: clock).apply(to: &$0)
      $0.weatherClient = Fixtures.slowWeatherClient(clock: clock, latency: .seconds(30))
      $0.weatherClient.search = { query in
        try await clock.sleep(for: .seconds(30))
        return try await WeatherClient.previewValue.search(query)
      }
    }
    await store.send(.loggedIn(.favorite(id: seoul.id, action: .task))) {
      $0.home?.favorites[id: seoul.id]?.isLoading = true
    }
    await store.send(.loggedIn(.favorite(id: seoul.id, action: .rowTapped))) {
      $0.home?.detail = FavoriteDetailFeature.State(
        favorite: FavoriteFeature.State(place: seoul, isLoading: true))
    }
    await store.send(.loggedIn(.detail(.task))) {
      $0.home?.detail?.isRefreshing = true
    }
    await store.send(.loggedIn(.search(.searchQueryChanged("Bus")))) {
      $0.home?.search.searchQuery = "Bus"
    }
    await store.send(.loggedIn(.search(.searchQueryChangeDebounced)))
    _ = await clock.waitForSleepers(4)
    #expect(clock.sleeperCount == 4)
    await store.send(.loggedIn(.account(.delegate(.didLogOut)))) {
      $0 = .loggedOut(LoginFeature.State())
    }
    await store.finish()
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(3600))
  }
}
