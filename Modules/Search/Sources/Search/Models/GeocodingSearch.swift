import Foundation

/// The places that the Open-Meteo geocoding API found for a search query.
///
/// The API leaves `results` out when nothing matches; decoding treats that as no results.
///
/// ```swift
/// let search = try OpenMeteoJSON.decoder().decode(GeocodingSearch.self, from: data)
/// let names = search.results.map(\.name)
/// ```
public struct GeocodingSearch: Codable, Equatable, Sendable {
  /// The matching places, best match first.
  public var results: [Result]

  /// What the search screen says about a search that found no place.
  public static let noMatchMessage = "No place matches this search."

  /// ``noMatchMessage`` when the search found no place, else `nil`.
  public var emptyMessage: String? {
    results.isEmpty ? Self.noMatchMessage : nil
  }

  /// Creates a search response from a list of places.
  public init(results: [Result]) {
    self.results = results
  }

  /// The most results read from a response: the largest `count` the geocoding API accepts.
  /// Results after these are left out, unread.
  public static let maximumResults = 100

  /// Decodes a response, reading a missing `results` key as an empty list and only the first
  /// ``maximumResults`` results; of several results with the same `id`, only the first is kept,
  /// so that no two rows show the same place.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    results = []
    guard container.contains(.results), try !container.decodeNil(forKey: .results) else { return }
    var entries = try container.nestedUnkeyedContainer(forKey: .results)
    var seen = Set<Result.ID>()
    while !entries.isAtEnd, entries.currentIndex < Self.maximumResults {
      let result = try entries.decode(Result.self)
      if seen.insert(result.id).inserted {
        results.append(result)
      }
    }
  }

  private enum CodingKeys: String, CodingKey {
    case results
  }
}
