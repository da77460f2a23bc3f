import Foundation

extension Forecast {
  /// Parallel arrays of daily values: index `i` of each array describes day `time[i]`.
  ///
  /// A temperature is `nil` (JSON `null`) for a day the weather model does not cover. Decoding
  /// fails unless the three arrays have the same length, so indexing one array with the
  /// indices of another is always safe.
  public struct Daily: Codable, Equatable, Sendable {
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

    /// Decodes daily values and rejects arrays of different lengths.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      temperatureMax = try container.decode([Double?].self, forKey: .temperatureMax)
      temperatureMin = try container.decode([Double?].self, forKey: .temperatureMin)
      time = try container.decode([Date].self, forKey: .time)
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

    private enum CodingKeys: String, CodingKey {
      case temperatureMax = "temperature_2m_max"
      case temperatureMin = "temperature_2m_min"
      case time
    }
  }
}
