import Foundation

extension WeatherClient {
  /// An offline, deterministic client for previews and the app tour.
  ///
  /// `search` matches about 25 real cities by name, ignoring case and diacritics ("sao" finds
  /// São Paulo); `forecast` returns seven days from 2026-01-01 in °C derived from the location.
  ///
  /// ```swift
  /// let places = try await WeatherClient.previewValue.search("San").results
  /// ```
  public static let previewValue = Self(
    forecast: { location in Forecast.preview(for: location) },
    search: { query in
      let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !query.isEmpty else { return GeocodingSearch(results: []) }
      return GeocodingSearch(
        results: GeocodingSearch.previewCities.filter {
          $0.name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
      )
    }
  )
}
