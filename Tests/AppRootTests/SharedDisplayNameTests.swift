import AppRoot
import Auth
import Foundation
import HeadlessUI
import RuntimeTesting
import Settings
import Testing

/// The display name, one `@Shared` value held by the home screen, its account and its settings
/// screen: what each holder sees, and what the app's tools show of it.
@MainActor
@Suite struct SharedDisplayNameTests {
  let clock = TestClock()

  private func makeStore() -> TestStore<HomeFeature.State, HomeFeature.Action> {
    TestStore(initialState: HomeFeature.State(user: DemoAccount.blob.user)) {
      HomeFeature()
    } withDependencies: { [clock] in
      AppDependencies.preview(clock: clock).apply(to: &$0)
    }
  }

  @Test func aNameSettingsSavesIsTheGreetingsAndTheAccountsWithNoActionInBetween() async {
    let store = makeStore()
    await store.send(.settingsButtonTapped) {
      $0.destination = .settings(SettingsFeature.State(displayName: "Blob"))
    }
    await store.send(.destination(.presented(.settings(.binding(.set(\.$displayName, "Blobby"))))))
    {
      $0.destination?.settings?.displayName = "Blobby"
      $0.$displayName.withLock { $0 = "Blobby" }
    }
    #expect(store.state.displayName == "Blobby")
    #expect(store.state.account.displayName == "Blobby")
    #expect(store.state.destination?.settings?.savedDisplayName == "Blobby")
    // The user the service signed in is left as it was.
    #expect(store.state.account.user.displayName == "Blob")
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.destination(.presented(.settings(.saved))))
  }

  @Test func aDecodedHomeSharesItsNameWithItsAccountAndSettingsAgain() throws {
    var home = HomeFeature.State(user: DemoAccount.blob.user)
    home.destination = .settings(SettingsFeature.State(displayName: home.$displayName))
    let decoded = try JSONDecoder().decode(
      HomeFeature.State.self, from: JSONEncoder().encode(home))
    guard case .settings(let settings)? = decoded.destination else {
      Issue.record("the settings screen was not decoded")
      return
    }
    settings.$savedDisplayName.withLock { $0 = "Blobby" }
    #expect(decoded.displayName == "Blobby")
    #expect(decoded.account.displayName == "Blobby")
    // The state it was encoded from holds a value of its own.
    #expect(home.displayName == "Blob")
  }

  @Test func theAccountScreenShowsTheNewName() async throws {
    let store = Store(initialState: HomeFeature.State(user: DemoAccount.blob.user)) {
      HomeFeature()
    } withDependencies: { [clock] in
      AppDependencies.preview(clock: clock).apply(to: &$0)
    }
    let host = ViewHost(AccountView(store: store.scope(state: \.account, action: { .account($0) })))
    #expect(host.screen.contains("Blob"))
    store.send(.settingsButtonTapped)
    store.send(.destination(.presented(.settings(.binding(.set(\.$displayName, "Blob Jr."))))))
    #expect(host.screen.contains("Blob Jr."))
  }
}

/// Shared values in states a test builds or a recording emits.
@MainActor
@Suite struct SharedFavoriteTests {
  @Test func aHomeBuiltWithADetailSharesTheRowsValuesWithIt() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let home = HomeFeature.State(
      user: DemoAccount.blob.user, favorites: [FavoriteFeature.State(place: seoul)],
      detail: FavoriteDetailFeature.State(favorite: FavoriteFeature.State(place: seoul)))
    home.favorites[id: seoul.id]?.$nickname.withLock { $0 = "Home" }
    #expect(home.detail?.title == "Home")
  }
}
