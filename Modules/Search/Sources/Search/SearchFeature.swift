import Foundation
import Runtime

/// Searches places by name and shows the daily forecast of a tapped place, in the observation
/// era's spelling (TCA 1.7) that seed 004 uses.
///
/// The reducer does not debounce: ``SearchView`` waits 300 ms after the last keystroke with
/// `.task(id: store.searchQuery)` and then sends `.searchQueryChangeDebounced`. A newer search
/// or forecast request cancels the older one, clearing the query cancels both, and a failed
/// request leaves a short message in `errorMessage`.
///
/// ```swift
/// let store = Store(initialState: SearchFeature.State()) { SearchFeature() }
/// store.send(.searchQueryChanged("Seoul"))
/// store.send(.searchQueryChangeDebounced)
/// ```
@Reducer
public struct SearchFeature: Sendable {
  /// What the search screen shows: the query, the places found, and one place's forecast.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    /// The places the last successful search found, best match first.
    public var results: [GeocodingSearch.Result]
    /// The place whose forecast is loading; its row shows progress.
    public var resultForecastRequestInFlight: GeocodingSearch.Result?
    /// The text in the search field.
    public var searchQuery: String
    /// The forecast of the last place whose forecast arrived.
    public var weather: Weather?
    /// A short message about the last failed request, cleared by the next success, or saying
    /// that the last search matched no place.
    public var errorMessage: String?

    /// The daily forecast of one place, ready to display.
    public struct Weather: Codable, Equatable, Sendable {
      /// The id of the place the forecast is for.
      public var id: GeocodingSearch.Result.ID
      /// One entry per forecast day, in date order.
      public var days: [Day]

      /// One day of a forecast; a temperature the forecast has no data for is `nil`.
      public struct Day: Codable, Equatable, Sendable {
        /// The start of the day.
        public var date: Date
        /// The day's highest temperature, `nil` without data.
        public var temperatureMax: Double?
        /// The unit of `temperatureMax`, for example "°C".
        public var temperatureMaxUnit: String
        /// The day's lowest temperature, `nil` without data.
        public var temperatureMin: Double?
        /// The unit of `temperatureMin`, for example "°C".
        public var temperatureMinUnit: String

        /// Creates a day.
        public init(
          date: Date,
          temperatureMax: Double?,
          temperatureMaxUnit: String,
          temperatureMin: Double?,
          temperatureMinUnit: String
        ) {
          self.date = date
          self.temperatureMax = temperatureMax
          self.temperatureMaxUnit = temperatureMaxUnit
          self.temperatureMin = temperatureMin
          self.temperatureMinUnit = temperatureMinUnit
        }
      }

      /// Creates a forecast from its days.
      public init(id: GeocodingSearch.Result.ID, days: [Day]) {
        self.id = id
        self.days = days
      }
    }

    /// Creates the state; the defaults are an empty search screen.
    public init(
      results: [GeocodingSearch.Result] = [],
      resultForecastRequestInFlight: GeocodingSearch.Result? = nil,
      searchQuery: String = "",
      weather: Weather? = nil,
      errorMessage: String? = nil
    ) {
      self.results = results
      self.resultForecastRequestInFlight = resultForecastRequestInFlight
      self.searchQuery = searchQuery
      self.weather = weather
      self.errorMessage = errorMessage
    }
  }

  /// Everything that can happen on the search screen: user input and responses.
  public enum Action: Sendable {
    /// The user asked to keep a place; the feature tells its parent through `delegate`.
    case addToFavoritesTapped(GeocodingSearch.Result)
    /// A message for the parent feature; the search feature itself ignores it.
    case delegate(Delegate)
    /// The forecast request for the place with this id finished.
    case forecastResponse(GeocodingSearch.Result.ID, Result<Forecast, Error>)
    /// The user edited the search field.
    case searchQueryChanged(String)
    /// The query has not changed for a while: search for it now.
    case searchQueryChangeDebounced
    /// The search request finished.
    case searchResponse(Result<GeocodingSearch, Error>)
    /// The user tapped a place to see its forecast.
    case searchResultTapped(GeocodingSearch.Result)

    /// What the search feature asks of its parent.
    public enum Delegate: Codable, Equatable, Sendable {
      /// The user wants `place` among the favorites.
      case addToFavoritesTapped(GeocodingSearch.Result)
    }
  }

  @Dependency(\.weatherClient) var weatherClient
  private enum CancelID { case location, weather }

  /// Creates the reducer.
  public init() {}

  /// Updates the search screen for each action and starts or cancels its requests.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .addToFavoritesTapped(location):
        return .send(.delegate(.addToFavoritesTapped(location)))

      case .delegate:
        return .none

      case let .forecastResponse(_, .failure(error)):
        state.weather = nil
        state.resultForecastRequestInFlight = nil
        state.errorMessage = WeatherClientError(error).errorDescription
        return .none

      case let .forecastResponse(id, .success(forecast)):
        state.weather = State.Weather(id: id, forecast: forecast)
        state.resultForecastRequestInFlight = nil
        state.errorMessage = nil
        return .none

      case let .searchQueryChanged(query):
        state.searchQuery = query

        // A cleared query clears the screen and cancels the requests in flight, so that no
        // answer to an older query arrives later.
        guard !state.searchQuery.isEmpty else {
          state.results = []
          state.weather = nil
          state.resultForecastRequestInFlight = nil
          state.errorMessage = nil
          return .merge(.cancel(id: CancelID.location), .cancel(id: CancelID.weather))
        }
        return .none

      case .searchQueryChangeDebounced:
        guard !state.searchQuery.isEmpty else {
          return .none
        }
        return .run { [query = state.searchQuery] send in
          await send(.searchResponse(Result { try await self.weatherClient.search(query: query) }))
        }
        .cancellable(id: CancelID.location, cancelInFlight: true)

      case let .searchResponse(.failure(error)):
        state.results = []
        state.errorMessage = WeatherClientError(error).errorDescription
        return .none

      case let .searchResponse(.success(response)):
        state.results = response.results
        state.errorMessage = response.emptyMessage
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

extension SearchFeature.State.Weather {
  /// Creates a forecast from an API response, one day per date; a temperature that is `null`
  /// in the response stays `nil` and is shown as "no data". Arrays of different lengths
  /// (possible only for a forecast built in code) give as many days as the shortest.
  ///
  /// ```swift
  /// let weather = SearchFeature.State.Weather(id: seoul.id, forecast: forecast)
  /// ```
  public init(id: GeocodingSearch.Result.ID, forecast: Forecast) {
    let daily = forecast.daily
    let units = forecast.dailyUnits
    self.init(
      id: id,
      days: zip(daily.time, zip(daily.temperatureMax, daily.temperatureMin)).map {
        date, temperatures in
        Day(
          date: date,
          temperatureMax: temperatures.0,
          temperatureMaxUnit: units.temperatureMax,
          temperatureMin: temperatures.1,
          temperatureMinUnit: units.temperatureMin
        )
      }
    )
  }
}
