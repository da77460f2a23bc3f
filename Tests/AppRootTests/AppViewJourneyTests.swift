import AppRoot
import Auth
import HeadlessUI
import RuntimeTesting
import Search
import Settings
import Testing

/// The same journey as ``AppJourneyTests``, driven through ``AppView`` by label and checked
/// against golden screens. A plain `Store` runs it: the screens and the final state are the
/// assertions, and `TestStore`'s exhaustive checks are left to the reducer journey.
@MainActor
@Suite struct AppViewJourneyTests {
  let clock = TestClock()
  let store: StoreOf<AppFeature>
  let host: ViewHost

  init() {
    let clock = clock
    store = Store(initialState: AppFeature.initialState) {
      AppFeature()
    } withDependencies: {
      AppDependencies.preview(clock: clock).apply(to: &$0)
      $0.authenticationClient = .local(
        AccountService(latency: .milliseconds(300), clock: clock)
      )
      $0.weatherClient = Fixtures.slowWeatherClient(clock: clock)
      $0.userNotifications = UserNotificationsClient { false }
    }
    // The search field's debounce (a `.task` in the view) sleeps on the same clock.
    host = ViewHost(AppView(store: store)) { $0.continuousClock = clock }
  }

  @Test func journeyByLabel() async throws {
    assertSnapshot(of: host.screen, named: "app-login")
    try host.type("Email", "blob@example.com")
    try host.type("Password", "correct-horse")
    try host.tap("Log in")
    try await advance(by: .milliseconds(300), until: { store.currentState.home != nil })
    assertSnapshot(of: host.screen, named: "app-home")

    try await addFavorite(query: "Seoul", result: "Seoul, South Korea")
    try await addFavorite(query: "Busan", result: "Busan, South Korea")
    assertSnapshot(of: host.screen, named: "app-two-favorites")

    // The detail: refreshed, then a minute later.
    try host.tap("Seoul")
    try await advance(
      by: .seconds(1), until: { store.currentState.home?.detail?.refreshedAt != nil })
    try await advance(
      by: .seconds(59),
      until: {
        store.currentState.home?.detail?.minutesSinceRefresh == 1
      })
    assertSnapshot(of: host.screen, named: "app-detail")

    // Renaming closes its sheet through @Dependency(\.dismiss).
    try host.tap("Rename")
    try host.type("Nickname", "Home")
    assertSnapshot(of: host.screen, named: "app-rename-sheet")
    try host.tap("Save")
    try await settle { store.currentState.home?.destination == nil }
    #expect(store.currentState.home?.favorites.first?.title == "Home")
    try host.tap("Close")

    // Settings: the new display name greets on the home screen; refused notifications alert.
    try host.tap("Settings")
    try host.type("Display name", "Blobby")
    try host.toggle("Enable notifications")
    try await settle { store.currentState.home?.destination?.settings?.alert != nil }
    assertSnapshot(of: host.screen, named: "app-settings-notifications-refused")
    try host.tap("OK")
    try host.dismiss()
    assertSnapshot(of: host.screen, named: "app-home-renamed")

    // Tokyo is removed while its forecast loads: it never comes back.
    try await addFavorite(query: "Tokyo", result: "Tokyo, Japan", waitForForecast: false)
    try host.tap("Remove Tokyo")
    assertSnapshot(of: host.screen, named: "app-remove-alert")
    try host.tap("Remove")
    // Nothing sleeps any more: the forecast's load was cancelled with its row.
    #expect(await yield(until: { clock.sleeperCount == 0 }))
    await clock.advance(by: .seconds(5))
    #expect(store.currentState.home?.favorites.map(\.title) == ["Home", "Busan"])

    // Logging out cancels everything: no sleeper and no view task is left.
    try host.tap("Home")
    try host.tap("Log out")
    try host.tap("Log out")
    try await advance(by: .milliseconds(300), until: { store.currentState.login != nil })
    assertSnapshot(of: host.screen, named: "app-login")
    #expect(clock.sleeperCount == 0)

    // Blob Jr. logs in with the one-time code.
    try host.type("Email", "blob.jr@example.com")
    try host.type("Password", "battery-staple")
    try host.tap("Log in")
    try await advance(
      by: .milliseconds(300),
      until: {
        store.currentState.login?.twoFactor != nil
      })
    try host.type("Code", "1234")
    try host.tap("Submit")
    try await advance(by: .milliseconds(300), until: { store.currentState.home != nil })
    assertSnapshot(of: host.screen, named: "app-home-blob-jr")
  }

  /// Searches `query`, taps `result` to see its forecast, adds it to the favorites and waits
  /// for the row's own forecast unless `waitForForecast` is false.
  func addFavorite(query: String, result: String, waitForForecast: Bool = true) async throws {
    try host.type("Search", query)
    try await advance(
      by: .milliseconds(300),
      until: {
        store.currentState.home?.search.results.isEmpty == false
      })
    try host.tap(result)
    try await advance(by: .seconds(1), until: { store.currentState.home?.search.weather != nil })
    let count = store.currentState.home?.favorites.count ?? 0
    try host.tap(SearchView.addToFavoritesLabel)
    guard waitForForecast else { return }
    try await advance(
      by: .seconds(1),
      until: {
        store.currentState.home?.favorites.count == count + 1
          && store.currentState.home?.favorites.last?.forecast != nil
      })
  }

  /// Waits for the work in flight to sleep on the clock, advances it by `duration`, then waits
  /// until `condition` holds.
  func advance(
    by duration: Duration, until condition: () -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    _ = await clock.waitForSleepers()
    await clock.advance(by: duration)
    try await settle(until: condition, sourceLocation: sourceLocation)
  }

  /// Yields until `condition` holds; fails the test if it never does.
  func settle(
    until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    for _ in 0..<10_000 where !condition() {
      await Task.yield()
    }
    try #require(condition(), sourceLocation: sourceLocation)
  }
}
