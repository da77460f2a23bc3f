import Foundation

extension Forecast {
  /// Parallel arrays of daily values: index `i` of each array describes day `time[i]`.
  ///
  /// A temperature is `nil` (JSON `null`) for a day the weather model does not cover. Decoding
  /// fails unless the three arrays have the same length, so indexing one array with the
  /// indices of another is always safe.
  public struct Daily: Codable, Equatable, Sendable {
    /// The most days a forecast may have: Open-Meteo's longest (`forecast_days=16`; the client
    /// asks for its default of 7). Decoding a longer one fails before reading its values.
    public static let maximumDays = 16

    /// The highest temperature of each day; `nil` for a day without data.
    public var temperatureMax: [Double?]
    /// The lowest temperature of each day; `nil` for a day without data.
    public var temperatureMin: [Double?]
    /// The start of each day (midnight UTC).
    public var time: [Date]

    /// Creates daily values; the caller keeps the arrays the same length.
    public init(temperatureMax: [Double?], temperatureMin: [Double?], time: [Date]) {
      self.temperatureMax = temperatureMax
      self.temperatureMin = temperatureMin
      self.time = time
    }

    /// Decodes daily values and rejects arrays of different lengths or longer than
    /// ``maximumDays``.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      time = try Self.days(of: Date.self, forKey: .time, in: container)
      temperatureMax = try Self.days(of: Double?.self, forKey: .temperatureMax, in: container)
      temperatureMin = try Self.days(of: Double?.self, forKey: .temperatureMin, in: container)
      guard temperatureMax.count == time.count, temperatureMin.count == time.count else {
        throw DecodingError.dataCorruptedError(
          forKey: .time,
          in: container,
          debugDescription: """
            The daily arrays differ in length: time has \(time.count) values, \
            temperature_2m_max \(temperatureMax.count), temperature_2m_min \(temperatureMin.count).
            """
        )
      }
    }

    /// Decodes the array under `key`, failing once it has more than ``maximumDays`` values.
    private static func days<Value: Decodable>(
      of _: Value.Type, forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> [Value] {
      var values = try container.nestedUnkeyedContainer(forKey: key)
      var days: [Value] = []
      while !values.isAtEnd {
        guard days.count < maximumDays else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container,
            debugDescription: "The forecast has more than \(maximumDays) days.")
        }
        days.append(try values.decode(Value.self))
      }
      return days
    }

    private enum CodingKeys: String, CodingKey {
      case temperatureMax = "temperature_2m_max"
      case temperatureMin = "temperature_2m_min"
      case time
    }
  }
}
