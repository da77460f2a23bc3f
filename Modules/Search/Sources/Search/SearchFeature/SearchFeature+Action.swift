extension SearchFeature {
  /// Everything that can happen on the search screen: user input and responses.
  ///
  /// ```swift
  /// store.send(.searchQueryChanged("Seoul"))
  /// store.send(.searchResultTapped(seoul))
  /// ```
  public enum Action: Codable, Equatable, Sendable {
    /// The user asked to keep a place; the feature tells its parent through `delegate`.
    case addToFavoritesTapped(GeocodingSearch.Result)
    /// A message for the parent feature; the search feature itself ignores it.
    case delegate(Delegate)
    /// The forecast request for the place with this id finished.
    case forecastResponse(GeocodingSearch.Result.ID, Result<Forecast, WeatherClientError>)
    /// The user edited the search field.
    case searchQueryChanged(String)
    /// The query has not changed for a while: search for it now.
    case searchQueryChangeDebounced
    /// The search request finished.
    case searchResponse(Result<GeocodingSearch, WeatherClientError>)
    /// The user tapped a place to see its forecast.
    case searchResultTapped(GeocodingSearch.Result)
  }
}
