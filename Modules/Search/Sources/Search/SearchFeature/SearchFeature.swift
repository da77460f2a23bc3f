import Runtime

/// Searches places by name as the user types and shows the daily forecast of a tapped place.
///
/// A search starts 300 ms after the last keystroke, so a burst of typing makes one request;
/// a newer search or forecast request cancels the older one, clearing the query cancels
/// everything in flight, and a failed request leaves a short message in `errorMessage`.
///
/// ```swift
/// let store = Store(initialState: SearchFeature.State()) { SearchFeature() }
/// store.send(.searchQueryChanged("Seoul"))
/// ```
public struct SearchFeature: Reducer {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.weatherClient) var weatherClient

  /// How long the query must stay unchanged before it is searched.
  public static let debounceDuration = Duration.milliseconds(300)

  private enum CancelID { case debounce, location, weather }

  /// Creates the reducer.
  public init() {}

  /// Updates the search screen for `action` and starts, debounces or cancels its requests.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .addToFavoritesTapped(place):
      return .send(.delegate(.addToFavoritesTapped(place)))

    case .delegate:
      return .none

    case let .forecastResponse(_, .failure(error)):
      state.weather = nil
      state.resultForecastRequestInFlight = nil
      state.errorMessage = error.errorDescription
      return .none

    case let .forecastResponse(id, .success(forecast)):
      state.weather = State.Weather(id: id, forecast: forecast)
      state.resultForecastRequestInFlight = nil
      state.errorMessage = nil
      return .none

    case let .searchQueryChanged(query):
      state.searchQuery = query
      guard !query.isEmpty else {
        state.results = []
        state.weather = nil
        state.resultForecastRequestInFlight = nil
        state.errorMessage = nil
        return .merge(
          .cancel(id: CancelID.debounce),
          .cancel(id: CancelID.location),
          .cancel(id: CancelID.weather)
        )
      }
      return .send(.searchQueryChangeDebounced)
        .debounce(id: CancelID.debounce, for: Self.debounceDuration, clock: clock)

    case .searchQueryChangeDebounced:
      guard !state.searchQuery.isEmpty else { return .none }
      return .run { [query = state.searchQuery, weatherClient] send in
        await send(.searchResponse(Result { try await weatherClient.search(query) }))
      }
      .cancellable(id: CancelID.location, cancelInFlight: true)

    case let .searchResponse(.failure(error)):
      state.results = []
      state.errorMessage = error.errorDescription
      return .none

    case let .searchResponse(.success(response)):
      state.results = response.results
      state.errorMessage = response.emptyMessage
      return .none

    case let .searchResultTapped(place):
      state.resultForecastRequestInFlight = place
      return .run { [weatherClient] send in
        await send(
          .forecastResponse(place.id, Result { try await weatherClient.forecast(place) })
        )
      }
      .cancellable(id: CancelID.weather, cancelInFlight: true)
    }
  }
}
