import Foundation

extension SearchFeature.State.Weather {
  /// One day of a forecast: its date and its temperature range with units; a temperature the
  /// forecast has no data for is `nil`.
  ///
  /// ```swift
  /// let day = SearchFeature.State.Weather.Day(
  ///   date: .now, temperatureMax: 21, temperatureMaxUnit: "°C",
  ///   temperatureMin: 12, temperatureMinUnit: "°C"
  /// )
  /// ```
  public struct Day: Codable, Equatable, Sendable {
    /// The start of the day.
    public var date: Date
    /// The day's highest temperature, `nil` without data.
    public var temperatureMax: Double?
    /// The unit of `temperatureMax`, for example "°C".
    public var temperatureMaxUnit: String
    /// The day's lowest temperature, `nil` without data.
    public var temperatureMin: Double?
    /// The unit of `temperatureMin`, for example "°C".
    public var temperatureMinUnit: String

    /// Creates a day.
    public init(
      date: Date,
      temperatureMax: Double?,
      temperatureMaxUnit: String,
      temperatureMin: Double?,
      temperatureMinUnit: String
    ) {
      self.date = date
      self.temperatureMax = temperatureMax
      self.temperatureMaxUnit = temperatureMaxUnit
      self.temperatureMin = temperatureMin
      self.temperatureMinUnit = temperatureMinUnit
    }
  }
}
