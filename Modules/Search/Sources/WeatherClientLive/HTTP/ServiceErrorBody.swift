import Foundation
import Search

/// The body Open-Meteo sends with an error status: `{"error": true, "reason": "..."}`.
struct ServiceErrorBody: Decodable {
  var error: Bool
  var reason: String

  /// The largest error body read for its reason; a longer one is not read.
  static let maximumBytes = 16_384

  /// The reason in `body`, safe to show on one line: control characters and runs of white
  /// space become one space, and it is cut to `WeatherClientError.maximumReasonLength`
  /// characters (ending in "…"). `nil` when `body` is not an error body or the reason is blank.
  static func reason(in body: Data) -> String? {
    guard let decoded = try? JSONDecoder().decode(Self.self, from: body), decoded.error else {
      return nil
    }
    let words = decoded.reason.unicodeScalars
      .split { $0.properties.isWhitespace || $0.properties.generalCategory == .control }
      .map { String(String.UnicodeScalarView($0)) }
    let line = words.joined(separator: " ")
    guard !line.isEmpty else { return nil }
    let limit = WeatherClientError.maximumReasonLength
    return line.count <= limit ? line : line.prefix(limit - 1) + "…"
  }
}
