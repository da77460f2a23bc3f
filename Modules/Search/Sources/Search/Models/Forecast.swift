import Foundation

/// A daily temperature forecast from the Open-Meteo forecast API.
///
/// ```swift
/// let forecast = try OpenMeteoJSON.decoder().decode(Forecast.self, from: data)
/// let highs = forecast.daily.temperatureMax
/// ```
public struct Forecast: Codable, Equatable, Sendable {
  /// The forecast values, one entry per day.
  public var daily: Daily
  /// The units of the values in `daily`.
  public var dailyUnits: DailyUnits

  /// What is shown in place of a temperature the forecast has no data for.
  public static let missingValueText = "no data"

  /// Creates a forecast.
  public init(daily: Daily, dailyUnits: DailyUnits) {
    self.daily = daily
    self.dailyUnits = dailyUnits
  }

  private enum CodingKeys: String, CodingKey {
    case daily
    case dailyUnits = "daily_units"
  }
}
