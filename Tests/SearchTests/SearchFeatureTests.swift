import Foundation
import RuntimeTesting
import Search
import TestSupport
import Testing

@MainActor
/// The reducer in seed 004's spelling, driven action by action: the debounce is the view's job
/// (see `SearchViewTests`), so these tests send `.searchQueryChangeDebounced` themselves, and
/// receive responses by case key path (`\.searchResponse.success`) as TCA 1.7 tests do.
@Suite("SearchFeature")
struct SearchFeatureTests {
  private typealias Weather = SearchFeature.State.Weather
  private typealias Day = SearchFeature.State.Weather.Day

  private let brooklyn = GeocodingSearch.mock.results[0]
  private let losAngeles = GeocodingSearch.mock.results[1]
  private let clock = TestClock()

  /// `Forecast.mock` as the feature should show it, written out by hand.
  private func mockWeather(for place: GeocodingSearch.Result) -> Weather {
    Weather(
      id: place.id,
      days: [
        Day(
          date: Date(timeIntervalSince1970: 0), temperatureMax: 90, temperatureMaxUnit: "°F",
          temperatureMin: 70, temperatureMinUnit: "°F"),
        Day(
          date: Date(timeIntervalSince1970: 86_400), temperatureMax: 70,
          temperatureMaxUnit: "°F", temperatureMin: 50, temperatureMinUnit: "°F"),
        Day(
          date: Date(timeIntervalSince1970: 172_800), temperatureMax: 100,
          temperatureMaxUnit: "°F", temperatureMin: 80, temperatureMinUnit: "°F"),
      ]
    )
  }

  private func makeStore(
    _ state: SearchFeature.State = SearchFeature.State(),
    client: (inout WeatherClient) -> Void
  ) -> TestStore<SearchFeature.State, SearchFeature.Action> {
    let store = TestStore(initialState: state) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      client(&$0.weatherClient)
    }
    // Only a failing test waits this long; a loaded machine may need more than the default.
    store.timeout = .seconds(5)
    return store
  }

  @Test func searchShowForecastAndClear() async {
    let store = makeStore { client in
      client.search = { _ in .mock }
      client.forecast = { _ in .mock }
    }
    await store.send(.searchQueryChanged("S")) { $0.searchQuery = "S" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.results = GeocodingSearch.mock.results
    }
    await store.send(.searchResultTapped(brooklyn)) {
      $0.resultForecastRequestInFlight = brooklyn
    }
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = mockWeather(for: brooklyn)
    }
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
      $0.results = []
      $0.weather = nil
    }
  }

  @Test func searchFailureShowsMessageUntilNextSuccess() async {
    let store = makeStore(SearchFeature.State(results: GeocodingSearch.mock.results)) { client in
      client.search = { _ in throw WeatherClientError.server(status: 503) }
    }
    await store.send(.searchQueryChanged("Bro")) { $0.searchQuery = "Bro" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.failure) {
      $0.results = []
      $0.errorMessage = "The weather service is having trouble (HTTP 503)."
    }

    store.dependencies.weatherClient.search = { _ in .mock }
    await store.send(.searchQueryChanged("Broo")) { $0.searchQuery = "Broo" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success, .mock) {
      $0.results = GeocodingSearch.mock.results
      $0.errorMessage = nil
    }
  }

  @Test func aFailureIsReceivedAsTheErrorTheClientThrew() async {
    let store = makeStore { $0.search = { _ in throw WeatherClientError.responseTooLarge } }
    await store.send(.searchQueryChanged("Bro")) { $0.searchQuery = "Bro" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive({
      guard case let .searchResponse(.failure(error)) = $0 else { return false }
      return error as? WeatherClientError == .responseTooLarge
    }) {
      $0.errorMessage = "The weather service sent more data than expected."
    }
  }

  @Test func unknownSearchErrorIsReportedAsNetworkFailure() async {
    struct Unplugged: Error {}
    let store = makeStore { $0.search = { _ in throw Unplugged() } }
    await store.send(.searchQueryChanged("Bro")) { $0.searchQuery = "Bro" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(.searchResponse(.failure(Unplugged()))) {
      $0.errorMessage = "The weather service could not be reached."
    }
  }

  @Test func aSearchThatFindsNothingSaysSo() async {
    let store = makeStore { $0.search = { _ in GeocodingSearch(results: []) } }
    await store.send(.searchQueryChanged("Xq")) { $0.searchQuery = "Xq" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.errorMessage = GeocodingSearch.noMatchMessage
    }
  }

  @Test func clearingQueryClearsMessage() async {
    let store = makeStore(
      SearchFeature.State(searchQuery: "Bro", errorMessage: "The weather service is down.")
    ) { _ in }
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
      $0.errorMessage = nil
    }
  }

  @Test func clearingCancelsInFlightSearch() async {
    let store = makeStore { [clock] client in
      client.search = { _ in
        try await clock.sleep(for: .seconds(5))
        return .mock
      }
    }
    await store.send(.searchQueryChanged("Bro")) { $0.searchQuery = "Bro" }
    await store.send(.searchQueryChangeDebounced)
    #expect(await clock.waitForSleepers(), "the search request should be waiting for its response")

    await store.send(.searchQueryChanged("")) { $0.searchQuery = "" }
    #expect(clock.sleeperCount == 0, "clearing should cancel the waiting search request")
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func responseArrivingAfterClearingNeverShowsUp() async {
    let gate = Gate()
    let store = makeStore { client in
      client.search = { _ in
        await gate.wait()
        return .mock
      }
    }
    await store.send(.searchQueryChanged("Bro")) { $0.searchQuery = "Bro" }
    await store.send(.searchQueryChangeDebounced)
    #expect(await gate.waitForWaiters(), "the search request should have started")

    await store.send(.searchQueryChanged("")) { $0.searchQuery = "" }
    gate.open()
    await store.finish()
    #expect(store.state.results.isEmpty)
  }

  @Test func aNewerSearchCancelsTheOneInFlight() async {
    let gate = Gate()
    let store = makeStore { client in
      client.search = { query in
        if query == "Bro" { await gate.wait() }
        return GeocodingSearch(results: [GeocodingSearch.mock.results[1]])
      }
    }
    await store.send(.searchQueryChanged("Bro")) { $0.searchQuery = "Bro" }
    await store.send(.searchQueryChangeDebounced)
    #expect(await gate.waitForWaiters(), "the first search should have started")

    await store.send(.searchQueryChanged("Los")) { $0.searchQuery = "Los" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.results = [GeocodingSearch.mock.results[1]]
    }
    gate.open()
    await store.finish()
  }

  @Test func debouncedActionSearchesTheCurrentQuery() async {
    let queries = LockedLog<String>()
    let store = makeStore(SearchFeature.State(searchQuery: "Seoul")) { client in
      client.search = { query in
        queries.append(query)
        return .mock
      }
    }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.results = GeocodingSearch.mock.results
    }
    #expect(queries.all == ["Seoul"])
  }

  @Test func debouncedActionWithEmptyQuerySearchesNothing() async {
    let store = makeStore { _ in }
    await store.send(.searchQueryChangeDebounced)
  }

  @Test func tappingLocationShowsProgressThenWeather() async {
    let store = makeStore(SearchFeature.State(results: GeocodingSearch.mock.results)) {
      $0.forecast = { _ in .mock }
    }
    await store.send(.searchResultTapped(brooklyn)) {
      $0.resultForecastRequestInFlight = brooklyn
    }
    await store.receive(.forecastResponse(brooklyn.id, .success(.mock))) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = mockWeather(for: brooklyn)
    }
  }

  @Test func tappingAnotherLocationCancelsTheFirstForecast() async {
    let gate = Gate()
    let brooklynID = brooklyn.id
    let store = makeStore(SearchFeature.State(results: GeocodingSearch.mock.results)) {
      $0.forecast = { place in
        if place.id == brooklynID { await gate.wait() }
        return .mock
      }
    }
    await store.send(.searchResultTapped(brooklyn)) {
      $0.resultForecastRequestInFlight = brooklyn
    }
    #expect(await gate.waitForWaiters(), "the Brooklyn forecast request should have started")

    await store.send(.searchResultTapped(losAngeles)) {
      $0.resultForecastRequestInFlight = losAngeles
    }
    await store.receive(.forecastResponse(losAngeles.id, .success(.mock))) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = mockWeather(for: losAngeles)
    }
    gate.open()
    await store.finish()
    #expect(store.state.weather?.id == losAngeles.id)
  }

  @Test func forecastFailureClearsProgressAndShowsMessage() async {
    let store = makeStore(
      SearchFeature.State(
        results: GeocodingSearch.mock.results, weather: mockWeather(for: losAngeles)
      )
    ) {
      $0.forecast = { _ in throw WeatherClientError.timedOut }
    }
    await store.send(.searchResultTapped(brooklyn)) {
      $0.resultForecastRequestInFlight = brooklyn
    }
    await store.receive(.forecastResponse(brooklyn.id, .failure(WeatherClientError.timedOut))) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = nil
      $0.errorMessage = "The weather service took too long to answer."
    }

    store.dependencies.weatherClient.forecast = { _ in .mock }
    await store.send(.searchResultTapped(brooklyn)) {
      $0.resultForecastRequestInFlight = brooklyn
    }
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = mockWeather(for: brooklyn)
      $0.errorMessage = nil
    }
  }

  @Test func clearingCancelsInFlightForecast() async {
    let gate = Gate()
    let store = makeStore(
      SearchFeature.State(results: GeocodingSearch.mock.results, searchQuery: "Bro")
    ) { client in
      client.forecast = { _ in
        await gate.wait()
        return .mock
      }
    }
    await store.send(.searchResultTapped(brooklyn)) {
      $0.resultForecastRequestInFlight = brooklyn
    }
    #expect(await gate.waitForWaiters(), "the forecast request should have started")

    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
      $0.results = []
      $0.resultForecastRequestInFlight = nil
    }
    gate.open()
    await store.finish()
    #expect(store.state.weather == nil)
  }

  @Test func forecastWithUnevenDailyArraysKeepsOnlyCompleteDays() async {
    let forecast = Forecast(
      daily: Forecast.Daily(
        temperatureMax: [21, 22, 23],
        temperatureMin: [11],
        time: [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 86_400)]
      ),
      dailyUnits: Forecast.DailyUnits(temperatureMax: "°C", temperatureMin: "°C")
    )
    let store = makeStore { _ in }
    await store.send(.forecastResponse(brooklyn.id, .success(forecast))) {
      $0.weather = Weather(
        id: brooklyn.id,
        days: [
          Day(
            date: Date(timeIntervalSince1970: 0), temperatureMax: 21, temperatureMaxUnit: "°C",
            temperatureMin: 11, temperatureMinUnit: "°C")
        ]
      )
    }
  }

  @Test func addingToFavoritesTellsTheParent() async {
    let store = makeStore(SearchFeature.State(results: GeocodingSearch.mock.results)) { _ in }
    await store.send(.addToFavoritesTapped(brooklyn))
    await store.receive(\.delegate, .addToFavoritesTapped(brooklyn))
  }
}
