import AppRoot
import Auth
import Foundation
import RuntimeTesting
import Search
import Testing

/// The home screen's composition: `forEach` rows, the `ifLet` detail and the presented
/// destinations.
@MainActor
@Suite struct HomeFeatureTests {
  let clock = TestClock()

  /// A store whose weather client answers after `latency` of the test clock, or at once when
  /// it is `nil`.
  func makeStore(
    favorites: [GeocodingSearch.Result], latency: Duration? = .seconds(1)
  ) -> TestStore<HomeFeature.State, HomeFeature.Action> {
    var state = HomeFeature.State(user: DemoAccount.blob.user)
    state.favorites = IdentifiedArray(
      uniqueElements: favorites.map { FavoriteFeature.State(place: $0) })
    return TestStore(initialState: state) {
      HomeFeature()
    } withDependencies: { [clock] in
      AppDependencies.preview(clock: clock).apply(to: &$0)
      if let latency {
        $0.weatherClient = Fixtures.slowWeatherClient(clock: clock, latency: latency)
      }
    }
  }

  @Test func removingARowDuringItsLoadCancelsTheLoad() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let store = makeStore(favorites: [seoul])
    await store.send(.favorite(id: seoul.id, action: .task)) {
      $0.favorites[id: seoul.id]?.isLoading = true
    }
    #expect(await clock.waitForSleepers())
    await store.send(.favorite(id: seoul.id, action: .removeButtonTapped)) {
      $0.destination = .alert(.removeFavorite(FavoriteFeature.State(place: seoul, isLoading: true)))
    }
    await store.send(.destination(.presented(.alert(.confirmRemove(id: seoul.id))))) {
      $0.favorites = []
      $0.destination = nil
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func cancellingTheRemoveAlertKeepsTheRowLoading() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let store = makeStore(favorites: [seoul])
    await store.send(.favorite(id: seoul.id, action: .task)) {
      $0.favorites[id: seoul.id]?.isLoading = true
    }
    await store.send(.favorite(id: seoul.id, action: .removeButtonTapped)) {
      $0.destination = .alert(.removeFavorite(FavoriteFeature.State(place: seoul, isLoading: true)))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    #expect(await clock.waitForSleepers())
    await clock.advance(by: .seconds(1))
    let forecast = try await Fixtures.forecast(seoul)
    await store.receive(.favorite(id: seoul.id, action: .forecastResponse(.success(forecast)))) {
      $0.favorites[id: seoul.id]?.isLoading = false
      $0.favorites[id: seoul.id]?.$forecast.withLock { $0 = forecast }
    }
  }

  @Test func theDetailTicksEveryMinuteAndRefreshesAfterFive() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let forecast = try await Fixtures.forecast(seoul)
    let store = makeStore(favorites: [seoul], latency: nil)
    await store.send(.favorite(id: seoul.id, action: .rowTapped)) {
      $0.detail = FavoriteDetailFeature.State(favorite: FavoriteFeature.State(place: seoul))
    }
    await store.send(.detail(.task)) {
      $0.detail?.isRefreshing = true
    }
    await store.receive(.detail(.forecastResponse(.success(forecast)))) {
      $0.detail?.isRefreshing = false
      // One forecast, shared by the detail and its row.
      $0.detail?.$forecast.withLock { $0 = forecast }
      $0.detail?.refreshedAt = AppDependencies.previewStart
    }
    for minute in 1...4 {
      await clock.advance(by: .seconds(60))
      await store.receive(.detail(.timerTicked)) {
        $0.detail?.minutesSinceRefresh = minute
      }
    }
    await clock.advance(by: .seconds(60))
    await store.receive(.detail(.timerTicked)) {
      $0.detail?.minutesSinceRefresh = 5
      $0.detail?.isRefreshing = true
    }
    await store.receive(.detail(.forecastResponse(.success(forecast)))) {
      $0.detail?.isRefreshing = false
      $0.detail?.minutesSinceRefresh = 0
      $0.detail?.refreshedAt = AppDependencies.previewStart.addingTimeInterval(300)
    }
    await store.send(.detail(.closeButtonTapped)) {
      $0.detail = nil
    }
    await clock.advance(by: .seconds(600))
    await store.finish()
  }

  @Test func removingAFavoriteClosesItsDetailAndCancelsItsEffects() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let store = makeStore(favorites: [seoul])
    await store.send(.favorite(id: seoul.id, action: .rowTapped)) {
      $0.detail = FavoriteDetailFeature.State(favorite: FavoriteFeature.State(place: seoul))
    }
    await store.send(.detail(.task)) {
      $0.detail?.isRefreshing = true
    }
    await store.send(.favorite(id: seoul.id, action: .removeButtonTapped)) {
      $0.destination = .alert(.removeFavorite(FavoriteFeature.State(place: seoul)))
    }
    await store.send(.destination(.presented(.alert(.confirmRemove(id: seoul.id))))) {
      $0.favorites = []
      $0.detail = nil
      $0.destination = nil
    }
    await clock.advance(by: .seconds(600))
    await store.finish()
  }

  @Test func openingAnotherFavoriteReplacesTheDetailAndCancelsItsEffects() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let busan = try await Fixtures.place("Busan")
    let store = makeStore(favorites: [seoul, busan])
    await store.send(.favorite(id: seoul.id, action: .rowTapped)) {
      $0.detail = FavoriteDetailFeature.State(favorite: FavoriteFeature.State(place: seoul))
    }
    await store.send(.detail(.task)) {
      $0.detail?.isRefreshing = true
    }
    await store.send(.favorite(id: busan.id, action: .rowTapped)) {
      $0.detail = FavoriteDetailFeature.State(favorite: FavoriteFeature.State(place: busan))
    }
    // Seoul's refresh and ticker ended with its detail (another id): nothing arrives.
    await clock.advance(by: .seconds(600))
    await store.finish()
  }

  @Test func clearingFavoritesAsksFirstAndCancelsEveryRow() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let busan = try await Fixtures.place("Busan")
    let store = makeStore(favorites: [seoul, busan])
    await store.send(.favorite(id: seoul.id, action: .task)) {
      $0.favorites[id: seoul.id]?.isLoading = true
    }
    await store.send(.favorite(id: busan.id, action: .task)) {
      $0.favorites[id: busan.id]?.isLoading = true
    }
    await store.send(.clearFavoritesButtonTapped) {
      $0.destination = .confirmationDialog(.clearFavorites(count: 2))
    }
    await store.send(.destination(.presented(.confirmationDialog(.clearFavorites)))) {
      $0.favorites = []
      $0.destination = nil
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    await store.send(.clearFavoritesButtonTapped)
  }

  @Test func swipingARowAwayDeletesItAtOnceAndCancelsItsLoad() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let busan = try await Fixtures.place("Busan")
    let store = makeStore(favorites: [seoul, busan])
    await store.send(.favorite(id: seoul.id, action: .task)) {
      $0.favorites[id: seoul.id]?.isLoading = true
    }
    #expect(await clock.waitForSleepers())
    await store.send(.favoritesDeleted(atOffsets: [0])) {
      $0.favorites = [FavoriteFeature.State(place: busan)]
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func swipingTheOpenFavoriteAwayClosesItsDetail() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let busan = try await Fixtures.place("Busan")
    let store = makeStore(favorites: [seoul, busan])
    await store.send(.favorite(id: busan.id, action: .rowTapped)) {
      $0.detail = FavoriteDetailFeature.State(favorite: FavoriteFeature.State(place: busan))
    }
    await store.send(.detail(.task)) {
      $0.detail?.isRefreshing = true
    }
    await store.send(.favoritesDeleted(atOffsets: [1])) {
      $0.favorites = [FavoriteFeature.State(place: seoul)]
      $0.detail = nil
    }
    await clock.advance(by: .seconds(600))
    await store.finish()
  }

  @Test func offsetsPastTheEndDeleteNothing() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let store = makeStore(favorites: [seoul])
    await store.send(.favoritesDeleted(atOffsets: [1, 7]))
    await store.send(.favoritesDeleted(atOffsets: [0, 1])) {
      $0.favorites = []
    }
  }

  @Test func draggingARowMovesItBeforeTheDestination() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let busan = try await Fixtures.place("Busan")
    let tokyo = try await Fixtures.place("Tokyo")
    let store = makeStore(favorites: [seoul, busan, tokyo])
    await store.send(.favoritesMoved(fromOffsets: [2], toOffset: 0)) {
      $0.favorites = IdentifiedArray(
        uniqueElements: [tokyo, seoul, busan].map { FavoriteFeature.State(place: $0) })
    }
    await store.send(.favoritesMoved(fromOffsets: [0], toOffset: 3)) {
      $0.favorites = IdentifiedArray(
        uniqueElements: [seoul, busan, tokyo].map { FavoriteFeature.State(place: $0) })
    }
  }

  @Test func theRenameFormDismissesItselfAfterSaving() async throws {
    let seoul = try await Fixtures.place("Seoul")
    let store = makeStore(favorites: [seoul])
    await store.send(.favorite(id: seoul.id, action: .rowTapped)) {
      $0.detail = FavoriteDetailFeature.State(favorite: FavoriteFeature.State(place: seoul))
    }
    await store.send(.detail(.renameButtonTapped)) {
      $0.destination = .rename(RenameFavoriteFeature.State(favoriteID: seoul.id, nickname: "Seoul"))
    }
    await store.send(.destination(.presented(.rename(.binding(.set(\.$nickname, "  Home  ")))))) {
      $0.destination?.rename?.nickname = "  Home  "
    }
    await store.send(.destination(.presented(.rename(.saveButtonTapped))))
    await store.receive(
      .destination(.presented(.rename(.delegate(.nicknameChanged(id: seoul.id, nickname: "Home")))))
    ) {
      // The detail reads the row's nickname: its title follows.
      $0.favorites[id: seoul.id]?.$nickname.withLock { $0 = "Home" }
    }
    await store.receive(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func cancellingTheRenameFormDismissesItWithoutRenaming() async throws {
    let seoul = try await Fixtures.place("Seoul")
    var state = HomeFeature.State(user: DemoAccount.blob.user)
    state.favorites = [FavoriteFeature.State(place: seoul, nickname: "Home")]
    state.destination = .rename(RenameFavoriteFeature.State(favoriteID: seoul.id, nickname: "Home"))
    let store = TestStore(initialState: state) { HomeFeature() }
    await store.send(.destination(.presented(.rename(.binding(.set(\.$nickname, "")))))) {
      $0.destination?.rename?.nickname = ""
    }
    await store.send(.destination(.presented(.rename(.cancelButtonTapped))))
    await store.receive(.destination(.dismiss)) {
      $0.destination = nil
    }
    #expect(store.state.favorites[id: seoul.id]?.title == "Home")
  }
}
