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

  /// The style of a temperature: at most one decimal, no grouping, "NaN" for a missing value.
  private static let temperatureStyle = FloatingPointFormatStyle<Double>(
    locale: Locale(identifier: "en_US_POSIX")
  )
  .precision(.fractionLength(0...1))

  /// One line for the day: its date ("Today" for the first day of a forecast), then its
  /// highest and lowest temperature with their units.
  ///
  /// ```swift
  /// day.summary(isToday: false)   // "Fri 2 Jan: max 70°F, min 50°F"
  /// day.summary(isToday: true)    // "Today: max 90°F, min 70°F"
  /// ```
  public func summary(isToday: Bool) -> String {
    let date = isToday ? "Today" : date.formatted(Self.dateStyle)
    let max = temperatureMax.formatted(Self.temperatureStyle) + temperatureMaxUnit
    let min = temperatureMin.formatted(Self.temperatureStyle) + temperatureMinUnit
    return "\(date): max \(max), min \(min)"
  }
}
