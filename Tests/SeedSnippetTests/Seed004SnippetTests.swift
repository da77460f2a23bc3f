// Seed 004's code (the Search example in TCA 1.7's observation era), compiled against the
// runtime and HeadlessUI as the seed writes it, with its macros (`@Reducer`, `@ObservableState`,
// `@DependencyClient`), and driven through its view on a test clock.
//
// Changes from the seed, forced by the missing SwiftUI and UIKit (HeadlessUI stands in; its
// `import ComposableArchitecture` also brings `FoundationNetworking`, where Linux keeps
// `URLSession`):
// - `import SwiftUI` is `import HeadlessUI`;
// - the view's debounce sleeps on the `continuousClock` dependency instead of `Task.sleep`: the
//   view runs under a test, not on a screen, and `TestStore.receive` waits only for the store's
//   effects, not the view's task, so the test moves through the 300 ms on virtual time;
// - `UIApplication.shared.open(...)` (UIKit) is left out of the Open-Meteo button's action.
// Gaps in the seed's snippets: `readMe` and `formattedWeather(day:isToday:)`, which the seed
// does not show, are written out; the toy project's `HomeFeature` view with `@State var store`
// and `case .binding(\.message)` is written out around the lines the seed shows.
import ComposableArchitecture
import HeadlessUI
import Testing

// MARK: - API models

struct GeocodingSearch: Decodable, Equatable, Sendable {
  var results: [Result]

  struct Result: Decodable, Equatable, Identifiable, Sendable {
    var country: String
    var latitude: Double
    var longitude: Double
    var id: Int
    var name: String
    var admin1: String?
  }
}

struct Forecast: Decodable, Equatable, Sendable {
  var daily: Daily
  var dailyUnits: DailyUnits

  struct Daily: Decodable, Equatable, Sendable {
    var temperatureMax: [Double]
    var temperatureMin: [Double]
    var time: [Date]
  }

  struct DailyUnits: Decodable, Equatable, Sendable {
    var temperatureMax: String
    var temperatureMin: String
  }
}

// MARK: - API client interface

@DependencyClient
struct WeatherClient {
  var forecast: @Sendable (_ location: GeocodingSearch.Result) async throws -> Forecast
  var search: @Sendable (_ query: String) async throws -> GeocodingSearch
}

extension WeatherClient: TestDependencyKey {
  static let previewValue = Self(
    forecast: { _ in .mock },
    search: { _ in .mock }
  )

  static let testValue = Self()
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

// MARK: - Live API implementation

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(
    forecast: { result in
      var components = URLComponents(string: "https://api.open-meteo.com/v1/forecast")!
      components.queryItems = [
        URLQueryItem(name: "latitude", value: "\(result.latitude)"),
        URLQueryItem(name: "longitude", value: "\(result.longitude)"),
        URLQueryItem(name: "daily", value: "temperature_2m_max,temperature_2m_min"),
        URLQueryItem(name: "timezone", value: TimeZone.autoupdatingCurrent.identifier),
      ]

      let (data, _) = try await URLSession.shared.data(from: components.url!)
      return try jsonDecoder.decode(Forecast.self, from: data)
    },
    search: { query in
      var components = URLComponents(string: "https://geocoding-api.open-meteo.com/v1/search")!
      components.queryItems = [URLQueryItem(name: "name", value: query)]

      let (data, _) = try await URLSession.shared.data(from: components.url!)
      return try jsonDecoder.decode(GeocodingSearch.self, from: data)
    }
  )
}

// MARK: - Mock data

extension Forecast {
  static let mock = Self(
    daily: Daily(
      temperatureMax: [90, 70, 100],
      temperatureMin: [70, 50, 80],
      time: [0, 86_400, 172_800].map(Date.init(timeIntervalSince1970:))
    ),
    dailyUnits: DailyUnits(temperatureMax: "°F", temperatureMin: "°F")
  )
}

extension GeocodingSearch {
  static let mock = Self(
    results: [
      GeocodingSearch.Result(
        country: "United States",
        latitude: 40.6782,
        longitude: -73.9442,
        id: 1,
        name: "Brooklyn",
        admin1: nil
      ),
      GeocodingSearch.Result(
        country: "United States",
        latitude: 34.0522,
        longitude: -118.2437,
        id: 2,
        name: "Los Angeles",
        admin1: nil
      ),
      GeocodingSearch.Result(
        country: "United States",
        latitude: 37.7749,
        longitude: -122.4194,
        id: 3,
        name: "San Francisco",
        admin1: nil
      ),
    ]
  )
}

// MARK: - Private helpers

private let jsonDecoder: JSONDecoder = {
  let decoder = JSONDecoder()
  let formatter = DateFormatter()
  formatter.calendar = Calendar(identifier: .iso8601)
  formatter.dateFormat = "yyyy-MM-dd"
  formatter.timeZone = TimeZone(secondsFromGMT: 0)
  formatter.locale = Locale(identifier: "en_US_POSIX")
  decoder.dateDecodingStrategy = .formatted(formatter)
  return decoder
}()

extension Forecast {
  private enum CodingKeys: String, CodingKey {
    case daily
    case dailyUnits = "daily_units"
  }
}

extension Forecast.Daily {
  private enum CodingKeys: String, CodingKey {
    case temperatureMax = "temperature_2m_max"
    case temperatureMin = "temperature_2m_min"
    case time
  }
}

extension Forecast.DailyUnits {
  private enum CodingKeys: String, CodingKey {
    case temperatureMax = "temperature_2m_max"
    case temperatureMin = "temperature_2m_min"
  }
}

// MARK: - Search reducer

@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var results: [GeocodingSearch.Result] = []
    var resultForecastRequestInFlight: GeocodingSearch.Result?
    var searchQuery = ""
    var weather: Weather?

    struct Weather: Equatable {
      var id: GeocodingSearch.Result.ID
      var days: [Day]

      struct Day: Equatable {
        var date: Date
        var temperatureMax: Double
        var temperatureMaxUnit: String
        var temperatureMin: Double
        var temperatureMinUnit: String
      }
    }
  }

  enum Action {
    case forecastResponse(GeocodingSearch.Result.ID, Result<Forecast, Error>)
    case searchQueryChanged(String)
    case searchQueryChangeDebounced
    case searchResponse(Result<GeocodingSearch, Error>)
    case searchResultTapped(GeocodingSearch.Result)
  }

  @Dependency(\.weatherClient) var weatherClient
  private enum CancelID { case location, weather }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .forecastResponse(_, .failure):
        state.weather = nil
        state.resultForecastRequestInFlight = nil
        return .none

      case let .forecastResponse(id, .success(forecast)):
        state.weather = State.Weather(
          id: id,
          days: forecast.daily.time.indices.map {
            State.Weather.Day(
              date: forecast.daily.time[$0],
              temperatureMax: forecast.daily.temperatureMax[$0],
              temperatureMaxUnit: forecast.dailyUnits.temperatureMax,
              temperatureMin: forecast.daily.temperatureMin[$0],
              temperatureMinUnit: forecast.dailyUnits.temperatureMin
            )
          }
        )
        state.resultForecastRequestInFlight = nil
        return .none

      case let .searchQueryChanged(query):
        state.searchQuery = query

        // When the query is cleared we can clear the search results, but we have to make sure to
        // cancel any in-flight search requests too, otherwise we may get data coming in later.
        guard !state.searchQuery.isEmpty else {
          state.results = []
          state.weather = nil
          return .cancel(id: CancelID.location)
        }
        return .none

      case .searchQueryChangeDebounced:
        guard !state.searchQuery.isEmpty else {
          return .none
        }
        return .run { [query = state.searchQuery] send in
          await send(.searchResponse(Result { try await self.weatherClient.search(query: query) }))
        }
        .cancellable(id: CancelID.location)

      case .searchResponse(.failure):
        state.results = []
        return .none

      case let .searchResponse(.success(response)):
        state.results = response.results
        return .none

      case let .searchResultTapped(location):
        state.resultForecastRequestInFlight = location

        return .run { send in
          await send(
            .forecastResponse(
              location.id,
              Result { try await self.weatherClient.forecast(location: location) }
            )
          )
        }
        .cancellable(id: CancelID.weather, cancelInFlight: true)
      }
    }
  }
}

// MARK: - Search view

private let readMe = "Search for a city to see its weather."

private func formattedWeather(day: Search.State.Weather.Day, isToday: Bool) -> String {
  let date = isToday ? "Today" : day.date.formatted(.dateTime.month().day())
  return "\(date): \(day.temperatureMax)\(day.temperatureMaxUnit), "
    + "\(day.temperatureMin)\(day.temperatureMinUnit)"
}

struct SearchView: View {
  @Bindable var store: StoreOf<Search>
  @Dependency(\.continuousClock) var clock

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text(readMe)
          .padding()

        HStack {
          Image(systemName: "magnifyingglass")
          TextField(
            "New York, San Francisco, ...", text: $store.searchQuery.sending(\.searchQueryChanged)
          )
          .textFieldStyle(.roundedBorder)
          .autocapitalization(.none)
          .disableAutocorrection(true)
        }
        .padding(.horizontal, 16)

        List {
          ForEach(store.results) { location in
            VStack(alignment: .leading) {
              Button {
                store.send(.searchResultTapped(location))
              } label: {
                HStack {
                  Text(location.name)

                  if store.resultForecastRequestInFlight?.id == location.id {
                    ProgressView()
                  }
                }
              }

              if location.id == store.weather?.id {
                weatherView(locationWeather: store.weather)
              }
            }
          }
        }

        Button("Weather API provided by Open-Meteo") {
        }
        .foregroundColor(.gray)
        .padding(.all, 16)
      }
      .navigationTitle("Search")
    }
    .task(id: store.searchQuery) {
      do {
        try await clock.sleep(for: .milliseconds(300))
        await store.send(.searchQueryChangeDebounced).finish()
      } catch {}
    }
  }

  @ViewBuilder
  func weatherView(locationWeather: Search.State.Weather?) -> some View {
    if let locationWeather {
      let days = locationWeather.days
        .enumerated()
        .map { idx, weather in formattedWeather(day: weather, isToday: idx == 0) }

      VStack(alignment: .leading) {
        ForEach(days, id: \.self) { day in
          Text(day)
        }
      }
      .padding(.leading, 16)
    }
  }
}

// MARK: - The toy project's `@State var store` and `case .binding(\.message)`

@Reducer
struct HomeFeature {
  @ObservableState
  struct State: Equatable {
    var message = ""
    var printed: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.message):
        // 여기서 사용자 이름 관찰
        state.printed.append("toDolMessage \(state.message)")
        return .none
      case .binding:
        return .none
      }
    }
  }
}

struct CustomTextField: View {
  let text: Binding<String>
  var body: some View { TextField("Message", text: text) }
}

struct HomeView: View {
  @State var store: StoreOf<HomeFeature>

  var body: some View {
    CustomTextField(text: $store.message)
  }
}

// MARK: - Tests

@MainActor
@Suite struct Seed004SnippetTests {
  private let brooklyn = GeocodingSearch.mock.results[0]

  @Test func typingSearchesAfterTheViewsDebounceAndTappingShowsTheForecast() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.weatherClient.search = { _ in .mock }
      $0.weatherClient.forecast = { _ in .mock }
    }
    let host = ViewHost(SearchView(store: store.store)) { $0.continuousClock = clock }
    try host.type("New York, San Francisco, ...", "Brook")
    await store.receive(\.searchQueryChanged) { $0.searchQuery = "Brook" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success) { $0.results = GeocodingSearch.mock.results }
    #expect(host.screen.contains("(Brooklyn)"))

    try host.tap("Brooklyn")
    await store.receive(\.searchResultTapped) { $0.resultForecastRequestInFlight = self.brooklyn }
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = Search.State.Weather(
        id: 1,
        days: Forecast.mock.daily.time.indices.map {
          Search.State.Weather.Day(
            date: Forecast.mock.daily.time[$0],
            temperatureMax: Forecast.mock.daily.temperatureMax[$0],
            temperatureMaxUnit: "°F",
            temperatureMin: Forecast.mock.daily.temperatureMin[$0],
            temperatureMinUnit: "°F"
          )
        }
      )
    }
    #expect(host.screen.contains("Today: 90.0°F, 70.0°F"))
  }

  @Test func aFailedSearchClearsTheResults() async {
    let store = TestStore(
      initialState: Search.State(results: GeocodingSearch.mock.results, searchQuery: "B")
    ) {
      Search()
    } withDependencies: {
      $0.weatherClient.search = { _ in throw URLError(.notConnectedToInternet) }
    }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.failure) { $0.results = [] }
  }

  @Test func clearingTheQueryCancelsTheSearchInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State(searchQuery: "B")) {
      Search()
    } withDependencies: {
      $0.weatherClient.search = { [clock] _ in
        try await clock.sleep(for: .seconds(1))
        return .mock
      }
    }
    await store.send(.searchQueryChangeDebounced)
    await store.send(.searchQueryChanged("")) { $0.searchQuery = "" }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func theStateFallbackBindsTheMessageAndTheReducerReactsToIt() async throws {
    let store = TestStore(initialState: HomeFeature.State()) { HomeFeature() }
    let host = ViewHost(HomeView(store: store.store))
    try host.type("Message", "hi")
    await store.receive(\.binding) {
      $0.message = "hi"
      $0.printed = ["toDolMessage hi"]
    }
  }
}
