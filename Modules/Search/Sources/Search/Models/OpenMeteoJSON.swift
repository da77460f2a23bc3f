import Foundation

/// JSON coders configured for Open-Meteo's payloads, whose dates are `yyyy-MM-dd` days in UTC.
///
/// ```swift
/// let forecast = try OpenMeteoJSON.decoder().decode(Forecast.self, from: data)
/// let data = try OpenMeteoJSON.encoder().encode(forecast)
/// ```
public enum OpenMeteoJSON {
  /// Returns a decoder that reads `yyyy-MM-dd` dates as midnight UTC.
  public static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(dayFormatter())
    return decoder
  }

  /// Returns an encoder that writes dates as `yyyy-MM-dd` in UTC, with sorted keys.
  public static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .formatted(dayFormatter())
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  private static func dayFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.calendar = Calendar(identifier: .iso8601)
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter
  }
}
