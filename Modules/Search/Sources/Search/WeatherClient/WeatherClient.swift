import Runtime

/// Looks up places and their daily forecasts; a struct of closures so each use can swap it.
///
/// `@DependencyClient` gives each endpoint a method with its argument labels, as seed 004 calls
/// them, and `WeatherClient()`, whose endpoints are unimplemented. Features read it with
/// `@Dependency(\.weatherClient)`; tests override single endpoints:
///
/// ```swift
/// let places = try await weatherClient.search(query: "Seoul").results
///
/// var client = WeatherClient.testValue
/// client.search = { _ in .mock }
/// ```
@DependencyClient
public struct WeatherClient: Sendable {
  /// Fetches the daily forecast for a place.
  public var forecast: @Sendable (_ location: GeocodingSearch.Result) async throws -> Forecast
  /// Finds the places whose names match a query.
  public var search: @Sendable (_ query: String) async throws -> GeocodingSearch
}
