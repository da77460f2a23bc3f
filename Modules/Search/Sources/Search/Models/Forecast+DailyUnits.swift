extension Forecast {
  /// The units of the daily values, as the API spells them (for example "°C").
  public struct DailyUnits: Codable, Equatable, Sendable {
    /// The unit of `Daily.temperatureMax`.
    public var temperatureMax: String
    /// The unit of `Daily.temperatureMin`.
    public var temperatureMin: String

    /// Creates the units.
    public init(temperatureMax: String, temperatureMin: String) {
      self.temperatureMax = temperatureMax
      self.temperatureMin = temperatureMin
    }

    private enum CodingKeys: String, CodingKey {
      case temperatureMax = "temperature_2m_max"
      case temperatureMin = "temperature_2m_min"
    }
  }
}
