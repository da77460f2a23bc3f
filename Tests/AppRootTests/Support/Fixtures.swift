import AppRoot
import RuntimeTesting
import Search
import Testing

/// Places and forecasts of the preview weather client, the data the app's preview mode shows.
enum Fixtures {
  /// The first place the preview client finds for `query`.
  static func place(_ query: String) async throws -> GeocodingSearch.Result {
    try #require(try await WeatherClient.previewValue.search(query).results.first)
  }

  /// Everything the preview client finds for `query`.
  static func search(_ query: String) async throws -> GeocodingSearch {
    try await WeatherClient.previewValue.search(query)
  }

  /// The preview forecast of `place`.
  static func forecast(_ place: GeocodingSearch.Result) async throws -> Forecast {
    try await WeatherClient.previewValue.forecast(place)
  }

  /// The preview weather client, with every forecast taking `latency` on `clock`.
  static func slowWeatherClient(
    clock: TestClock<Duration>, latency: Duration = .seconds(1)
  ) -> WeatherClient {
    WeatherClient(
      forecast: { place in
        try await clock.sleep(for: latency)
        return try await WeatherClient.previewValue.forecast(place)
      },
      search: WeatherClient.previewValue.search
    )
  }
}
