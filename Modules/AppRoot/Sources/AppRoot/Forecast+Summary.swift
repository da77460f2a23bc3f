import Search

extension Forecast {
  /// The first day's range, such as `3.1°C / -4.9°C` (`no data` for a missing temperature);
  /// `nil` for a forecast without days.
  var todaySummary: String? {
    guard let high = daily.temperatureMax.first, let low = daily.temperatureMin.first else {
      return nil
    }
    return range(high, low)
  }

  /// One line per day: `Day 1: 3.1°C / -4.9°C`, `no data` for a missing temperature.
  var dailySummaries: [String] {
    zip(daily.temperatureMax, daily.temperatureMin).enumerated().map { index, temperatures in
      "Day \(index + 1): \(range(temperatures.0, temperatures.1))"
    }
  }

  private func range(_ high: Double?, _ low: Double?) -> String {
    let high = high.map { "\($0)\(dailyUnits.temperatureMax)" } ?? Self.missingValueText
    let low = low.map { "\($0)\(dailyUnits.temperatureMin)" } ?? Self.missingValueText
    return "\(high) / \(low)"
  }
}
