import Foundation

extension SearchFeature.State.Weather.Day {
  /// The date style of a summary, "Thu 1 Jan": the same text on every machine, read in UTC
  /// like the API's dates.
  private static let dateStyle = Date.VerbatimFormatStyle(
    format: "\(weekday: .abbreviated) \(day: .defaultDigits) \(month: .abbreviated)",
    locale: Locale(identifier: "en_US_POSIX"),
    timeZone: .gmt,
    calendar: Calendar(identifier: .gregorian)
  )

  /// The style of a temperature: at most one decimal, no grouping.
  private static let temperatureStyle = FloatingPointFormatStyle<Double>(
    locale: Locale(identifier: "en_US_POSIX")
  )
  .precision(.fractionLength(0...1))

  /// One line for the day: its date ("Today" for the first day of a forecast), then its
  /// highest and lowest temperature with their units, "no data" for a missing one.
  ///
  /// ```swift
  /// day.summary(isToday: false)   // "Fri 2 Jan: max 70°F, min 50°F"
  /// day.summary(isToday: true)    // "Today: max 90°F, min no data"
  /// ```
  public func summary(isToday: Bool) -> String {
    let date = isToday ? "Today" : date.formatted(Self.dateStyle)
    guard temperatureMax != nil || temperatureMin != nil else {
      return "\(date): \(Forecast.missingValueText)"
    }
    let max = Self.text(temperatureMax, unit: temperatureMaxUnit)
    let min = Self.text(temperatureMin, unit: temperatureMinUnit)
    return "\(date): max \(max), min \(min)"
  }

  private static func text(_ temperature: Double?, unit: String) -> String {
    guard let temperature else { return Forecast.missingValueText }
    return temperature.formatted(temperatureStyle) + unit
  }
}
