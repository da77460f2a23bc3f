/// Looks up places and their daily forecasts; a struct of closures so each use can swap it.
///
/// Features read it with `@Dependency(\.weatherClient)`; tests override single endpoints:
///
/// ```swift
/// var client = WeatherClient.testValue
/// client.search = { _ in .mock }
/// let places = try await client.search("Brooklyn").results
/// ```
public struct WeatherClient: Sendable {
  /// Fetches the daily forecast for a place.
  public var forecast: @Sendable (_ location: GeocodingSearch.Result) async throws -> Forecast
  /// Finds the places whose names match a query.
  public var search: @Sendable (_ query: String) async throws -> GeocodingSearch

  /// Creates a client from its two endpoints.
  public init(
    forecast: @escaping @Sendable (_ location: GeocodingSearch.Result) async throws -> Forecast,
    search: @escaping @Sendable (_ query: String) async throws -> GeocodingSearch
  ) {
    self.forecast = forecast
    self.search = search
  }
}

/// What TCA's `@DependencyClient` macro generates, written out: a method per endpoint that
/// keeps the endpoint's argument label, as seed 004 calls them.
extension WeatherClient {
  /// Fetches the daily forecast for `location`.
  ///
  /// ```swift
  /// let forecast = try await weatherClient.forecast(location: seoul)
  /// ```
  public func forecast(location: GeocodingSearch.Result) async throws -> Forecast {
    try await forecast(location)
  }

  /// Finds the places whose names match `query`.
  ///
  /// ```swift
  /// let places = try await weatherClient.search(query: "Seoul").results
  /// ```
  public func search(query: String) async throws -> GeocodingSearch {
    try await search(query)
  }
}
