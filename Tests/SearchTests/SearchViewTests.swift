import Foundation
import HeadlessUI
import RuntimeTesting
import Search
import TestSupport
import Testing

/// A parent that keeps the places the search screen asks it to add, as an app would.
private struct Favorites: Reducer {
  struct State: Equatable {
    var search = SearchFeature.State()
    var favorites: [GeocodingSearch.Result] = []
  }

  enum Action: Equatable {
    case search(SearchFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.search, action: /Action.search) { SearchFeature() }
    Reduce { state, action in
      if case let .search(.delegate(.addToFavoritesTapped(place))) = action {
        state.favorites.append(place)
      }
      return .none
    }
  }
}

@MainActor
@Suite("SearchView")
struct SearchViewTests {
  private let clock = TestClock()
  private let searches = LockedLog<String>()

  /// A host for the search screen whose searches use the offline preview cities and are
  /// recorded, and whose forecasts are the preview ones, delivered once `forecastGate` opens.
  private func makeHost(
    forecastGate: Gate? = nil,
    forecast: Forecast? = nil,
    search: (@Sendable (String) async throws -> GeocodingSearch)? = nil
  ) -> (Store<Favorites.State, Favorites.Action>, ViewHost) {
    let searches = searches
    let store = Store(initialState: Favorites.State()) {
      Favorites()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient = WeatherClient(
        forecast: { place in
          await forecastGate?.wait()
          if let forecast { return forecast }
          return try await WeatherClient.previewValue.forecast(place)
        },
        search: { query in
          searches.append(query)
          return try await (search ?? WeatherClient.previewValue.search)(query)
        }
      )
    }
    let host = ViewHost(
      SearchView(store: store.scope(state: \.search, action: /Favorites.Action.search))
    ) { [clock] in
      $0.continuousClock = clock
    }
    return (store, host)
  }

  /// Types `query` into the search field and lets the 300 ms debounce elapse.
  private func search(_ query: String, on host: ViewHost) async throws {
    try host.type(SearchView.searchFieldLabel, query)
    #expect(await clock.waitForSleepers())
    await clock.advance(by: SearchView.debounceDuration)
  }

  @Test func emptyScreen() {
    let (_, host) = makeHost()
    assertSnapshot(of: host.screen, named: "search-empty")
    #expect(host.activeTaskCount == 1, "the debounce task of the empty query waits")
  }

  @Test func typingShowsResultsAfterTheDebounce() async throws {
    let (store, host) = makeHost()
    try host.type("Search", "San")
    #expect(await clock.waitForSleepers())
    await clock.advance(by: .milliseconds(299))
    #expect(store.currentState.search.results.isEmpty)
    #expect(searches.all.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(await yield { !store.currentState.search.results.isEmpty })
    #expect(searches.all == ["San"])
    assertSnapshot(of: host.screen, named: "search-results")
  }

  @Test func eachKeystrokeRestartsTheViewsDebounce() async throws {
    let (store, host) = makeHost()
    try host.type("Search", "Se")
    #expect(await clock.waitForSleepers())
    await clock.advance(by: .milliseconds(200))
    try host.append("Search", "oul")
    #expect(host.activeTaskCount == 1, "the task of the old query should be replaced")
    #expect(await clock.waitForSleepers())
    await clock.advance(by: .milliseconds(299))
    #expect(searches.all.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(await yield { !store.currentState.search.results.isEmpty })
    #expect(searches.all == ["Seoul"])
    #expect(try host.node("Search").value == "Seoul")
  }

  @Test func clearingTheFieldBeforeTheDebounceSearchesNothing() async throws {
    let (store, host) = makeHost()
    try host.type("Search", "B")
    #expect(await clock.waitForSleepers())
    await clock.advance(by: .milliseconds(100))
    try host.type("Search", "")
    await clock.advance(by: .seconds(1))
    #expect(await yield { host.activeTaskCount == 0 && store.inFlightEffectCount == 0 })
    #expect(searches.all.isEmpty)
  }

  @Test func typingAgainCancelsTheSearchTheViewIsWaitingFor() async throws {
    let gate = Gate()
    let (store, host) = makeHost { query in
      if query == "Se" { await gate.wait() }
      return try await WeatherClient.previewValue.search(query)
    }
    try await search("Se", on: host)
    #expect(await gate.waitForWaiters(), "the search for \"Se\" should have started")
    try host.append("Search", "oul")
    gate.open()
    #expect(await yield { store.inFlightEffectCount == 0 })
    #expect(store.currentState.search.results.isEmpty, "the answer for \"Se\" was dropped")
    await clock.advance(by: SearchView.debounceDuration)
    #expect(await yield { !store.currentState.search.results.isEmpty })
    #expect(store.currentState.search.results.map(\.name) == ["Seoul"])
  }

  @Test func tappingAResultShowsProgressThenTheForecast() async throws {
    let gate = Gate()
    let (store, host) = makeHost(forecastGate: gate)
    try await search("Seoul", on: host)
    #expect(await yield { !store.currentState.search.results.isEmpty })
    try host.tap("Seoul, South Korea")
    #expect(await gate.waitForWaiters())
    assertSnapshot(of: host.screen, named: "search-forecast-loading")
    #expect(throws: ViewHostError.self) { try host.tap(SearchView.addToFavoritesLabel) }
    gate.open()
    #expect(await yield { store.currentState.search.weather != nil })
    assertSnapshot(of: host.screen, named: "search-forecast")
    #expect(host.tree.first { $0.kind == .progressView } == nil)
  }

  @Test func addToFavoritesTellsTheParent() async throws {
    let (store, host) = makeHost()
    try await search("Busan", on: host)
    #expect(await yield { !store.currentState.search.results.isEmpty })
    try host.tap("Busan, South Korea")
    #expect(await yield { store.currentState.search.weather != nil })
    try host.tap(SearchView.addToFavoritesLabel)
    #expect(await yield { !store.currentState.favorites.isEmpty })
    #expect(store.currentState.favorites.map(\.displayName) == ["Busan, South Korea"])
  }

  @Test func aFailedSearchShowsItsMessage() async throws {
    let (store, host) = makeHost { _ in throw WeatherClientError.server(status: 503) }
    try await search("Seoul", on: host)
    #expect(await yield { store.currentState.search.errorMessage != nil })
    assertSnapshot(of: host.screen, named: "search-error")
  }

  @Test func clearingTheFieldEmptiesTheScreen() async throws {
    let (store, host) = makeHost()
    let empty = host.screen
    try await search("San", on: host)
    #expect(await yield { !store.currentState.search.results.isEmpty })
    try host.tap("San Diego, California, United States")
    #expect(await yield { store.currentState.search.weather != nil })
    try host.type("Search", "")
    #expect(host.screen == empty)
    #expect(store.currentState.search == SearchFeature.State())
  }

  @Test func aSearchThatMatchesNothingSaysSo() async throws {
    let (store, host) = makeHost { _ in GeocodingSearch(results: []) }
    try await search("Zzyzx", on: host)
    #expect(await yield { store.currentState.search.errorMessage != nil })
    #expect(store.currentState.search.errorMessage == "No place matches this search.")
    #expect(host.screen.contains("No place matches this search."))
  }

  @Test func forecastDaysWithoutDataAreMarked() async throws {
    let start = Date(timeIntervalSince1970: 1_767_225_600)
    let forecast = Forecast(
      daily: .init(
        temperatureMax: [1.5, nil, nil],
        temperatureMin: [nil, -2, nil],
        time: (0..<3).map { start.addingTimeInterval(Double($0) * 86_400) }
      ),
      dailyUnits: .init(temperatureMax: "°C", temperatureMin: "°C")
    )
    let (store, host) = makeHost(forecast: forecast)
    try await search("Seoul", on: host)
    #expect(await yield { !store.currentState.search.results.isEmpty })
    try host.tap("Seoul, South Korea")
    #expect(await yield { store.currentState.search.weather != nil })
    let lines = host.screen.split(separator: "\n").filter { $0.hasPrefix("•") }
    #expect(
      lines == [
        "• Today: max 1.5°C, min no data",
        "• Fri 2 Jan: max no data, min -2°C",
        "• Sat 3 Jan: no data",
      ]
    )
  }
}
