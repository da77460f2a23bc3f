import Search

extension Forecast {
  /// The first day's range, such as `3.1°C / -4.9°C`; `nil` for a forecast without days.
  var todaySummary: String? {
    guard let high = daily.temperatureMax.first, let low = daily.temperatureMin.first else {
      return nil
    }
    return "\(high)\(dailyUnits.temperatureMax) / \(low)\(dailyUnits.temperatureMin)"
  }

  /// One line per day: `Day 1: 3.1°C / -4.9°C`.
  var dailySummaries: [String] {
    zip(daily.temperatureMax, daily.temperatureMin).enumerated().map { index, range in
      "Day \(index + 1): \(range.0)\(dailyUnits.temperatureMax) / "
        + "\(range.1)\(dailyUnits.temperatureMin)"
    }
  }
}
