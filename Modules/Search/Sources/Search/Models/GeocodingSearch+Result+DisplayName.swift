extension GeocodingSearch.Result {
  /// The place as a list shows it: its name, then its region and country when they add
  /// something, comma-separated.
  ///
  /// ```swift
  /// seoul.displayName       // "Seoul, South Korea" (the region "Seoul" repeats the name)
  /// brooklyn.displayName    // "Brooklyn, New York, United States"
  /// singapore.displayName   // "Singapore"
  /// ```
  public var displayName: String {
    var parts = [name]
    for part in [admin1, country] {
      guard let part, !part.isEmpty, !parts.contains(part) else { continue }
      parts.append(part)
    }
    return parts.joined(separator: ", ")
  }
}
