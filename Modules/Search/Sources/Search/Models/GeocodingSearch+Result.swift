extension GeocodingSearch {
  /// One place found by the geocoding API.
  ///
  /// ```swift
  /// let seoul = GeocodingSearch.Result(
  ///   country: "South Korea", latitude: 37.566, longitude: 126.9784,
  ///   id: 1835848, name: "Seoul", admin1: "Seoul"
  /// )
  /// ```
  public struct Result: Codable, Equatable, Identifiable, Sendable, Hashable {
    /// The country the place lies in.
    public var country: String
    /// The latitude in degrees, north positive.
    public var latitude: Double
    /// The longitude in degrees, east positive.
    public var longitude: Double
    /// The API's stable identifier of the place.
    public var id: Int
    /// The place's name.
    public var name: String
    /// The first-level administrative area (state, province), when known.
    public var admin1: String?

    /// Creates a place.
    public init(
      country: String,
      latitude: Double,
      longitude: Double,
      id: Int,
      name: String,
      admin1: String? = nil
    ) {
      self.country = country
      self.latitude = latitude
      self.longitude = longitude
      self.id = id
      self.name = name
      self.admin1 = admin1
    }
  }
}
