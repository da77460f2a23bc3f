extension SearchFeature.Action {
  /// What the search feature asks of its parent.
  ///
  /// ```swift
  /// case let .search(.delegate(.addToFavoritesTapped(place))):
  ///   state.favorites.append(place)
  ///   return .none
  /// ```
  public enum Delegate: Codable, Equatable, Sendable {
    /// The user wants `place` among the favorites.
    case addToFavoritesTapped(GeocodingSearch.Result)
  }
}
