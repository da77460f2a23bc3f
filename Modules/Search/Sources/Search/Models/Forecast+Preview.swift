import Foundation

extension Forecast {
  /// The first day of every preview forecast: 2026-01-01, midnight UTC.
  private static let previewStart = Date(timeIntervalSince1970: 1_767_225_600)

  /// Returns a plausible seven-day January forecast in °C that depends only on `location`.
  ///
  /// The climate comes from the latitude (colder towards the poles, northern winter, southern
  /// summer); each day varies by a few degrees, seeded by the location's id.
  static func preview(for location: GeocodingSearch.Result) -> Forecast {
    let latitude = abs(location.latitude)
    let season = (location.latitude >= 0 ? -0.25 : 0.25) * min(latitude, 60)
    let mean = 27 - 0.45 * latitude + season
    let seed = Int(location.id.magnitude % 97)
    let days = 0..<7
    let variation = days.map { Double((seed + $0 * 37) % 7 - 3) }
    return Forecast(
      daily: Daily(
        temperatureMax: variation.map { rounded(mean + 4 + 0.8 * $0) },
        temperatureMin: variation.map { rounded(mean - 4 + 0.5 * $0) },
        time: days.map { previewStart.addingTimeInterval(Double($0) * 86_400) }
      ),
      dailyUnits: DailyUnits(temperatureMax: "°C", temperatureMin: "°C")
    )
  }

  private static func rounded(_ value: Double) -> Double {
    (value * 10).rounded() / 10
  }
}
