extension SearchFeature {
  /// What the search screen shows: the query, the places found, and one place's forecast.
  ///
  /// ```swift
  /// let state = SearchFeature.State(searchQuery: "Seoul")
  /// ```
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
}
