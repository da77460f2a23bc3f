// What `SearchFeature` needs beyond what seed 004 declares: the conformances that let the app
// compose, record and replay its actions. `Action`'s case paths come from `@Reducer`, which marks
// it `@CasePathable`.

import Runtime

/// Equality for parents in the 1.3 spelling, whose actions are `Equatable`: two failures are
/// equal when they are the same ``WeatherClientError`` (any other error counts as `.network`
/// with its description, as ``WeatherClientError/init(_:)`` reads it).
extension SearchFeature.Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.addToFavoritesTapped(lhs), .addToFavoritesTapped(rhs)),
      let (.searchResultTapped(lhs), .searchResultTapped(rhs)):
      lhs == rhs
    case let (.delegate(lhs), .delegate(rhs)):
      lhs == rhs
    case let (.forecastResponse(lhsID, lhs), .forecastResponse(rhsID, rhs)):
      lhsID == rhsID
        && lhs.mapError(WeatherClientError.init) == rhs.mapError(WeatherClientError.init)
    case let (.searchQueryChanged(lhs), .searchQueryChanged(rhs)):
      lhs == rhs
    case (.searchQueryChangeDebounced, .searchQueryChangeDebounced):
      true
    case let (.searchResponse(lhs), .searchResponse(rhs)):
      lhs.mapError(WeatherClientError.init) == rhs.mapError(WeatherClientError.init)
    default:
      false
    }
  }
}

/// The JSON that Swift synthesizes for an enum (`{"searchQueryChanged":{"_0":"Seoul"}}`), so
/// that scripts can send these actions and recordings can hold them; an error is written as the
/// ``WeatherClientError`` it reads as, and read back as one.
extension SearchFeature.Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case addToFavoritesTapped, delegate, forecastResponse, searchQueryChanged
    case searchQueryChangeDebounced, searchResponse, searchResultTapped
  }

  private enum PayloadKeys: String, CodingKey {
    case _0, _1
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case let .addToFavoritesTapped(location):
      var payload = container.nestedContainer(
        keyedBy: PayloadKeys.self, forKey: .addToFavoritesTapped)
      try payload.encode(location, forKey: ._0)
    case let .delegate(delegate):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .delegate)
      try payload.encode(delegate, forKey: ._0)
    case let .forecastResponse(id, result):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .forecastResponse)
      try payload.encode(id, forKey: ._0)
      try payload.encode(result.mapError(WeatherClientError.init), forKey: ._1)
    case let .searchQueryChanged(query):
      var payload = container.nestedContainer(
        keyedBy: PayloadKeys.self, forKey: .searchQueryChanged)
      try payload.encode(query, forKey: ._0)
    case .searchQueryChangeDebounced:
      _ = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .searchQueryChangeDebounced)
    case let .searchResponse(result):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .searchResponse)
      try payload.encode(result.mapError(WeatherClientError.init), forKey: ._0)
    case let .searchResultTapped(location):
      var payload = container.nestedContainer(
        keyedBy: PayloadKeys.self, forKey: .searchResultTapped)
      try payload.encode(location, forKey: ._0)
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "Expected exactly one case of SearchFeature.Action."
        )
      )
    }
    let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: key)
    switch key {
    case .addToFavoritesTapped:
      self = .addToFavoritesTapped(try payload.decode(GeocodingSearch.Result.self, forKey: ._0))
    case .delegate:
      self = .delegate(try payload.decode(Delegate.self, forKey: ._0))
    case .forecastResponse:
      self = .forecastResponse(
        try payload.decode(GeocodingSearch.Result.ID.self, forKey: ._0),
        try payload.decode(Result<Forecast, WeatherClientError>.self, forKey: ._1)
          .mapError { $0 }
      )
    case .searchQueryChanged:
      self = .searchQueryChanged(try payload.decode(String.self, forKey: ._0))
    case .searchQueryChangeDebounced:
      self = .searchQueryChangeDebounced
    case .searchResponse:
      self = .searchResponse(
        try payload.decode(Result<GeocodingSearch, WeatherClientError>.self, forKey: ._0)
          .mapError { $0 }
      )
    case .searchResultTapped:
      self = .searchResultTapped(try payload.decode(GeocodingSearch.Result.self, forKey: ._0))
    }
  }
}
