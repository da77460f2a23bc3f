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

  /// Decodes a response, reading a missing `results` key as an empty list; of several results
  /// with the same `id`, only the first is kept, so that no two rows show the same place.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let decoded = try container.decodeIfPresent([Result].self, forKey: .results) ?? []
    var seen = Set<Result.ID>()
    results = decoded.filter { seen.insert($0.id).inserted }
  }

  private enum CodingKeys: String, CodingKey {
    case results
  }
}
