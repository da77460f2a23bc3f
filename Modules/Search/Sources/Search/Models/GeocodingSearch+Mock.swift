extension GeocodingSearch {
  /// Three US places (Brooklyn, Los Angeles, San Francisco), for previews and tests.
  public static let mock = Self(
    results: [
      Result(
        country: "United States", latitude: 40.6782, longitude: -73.9442, id: 1,
        name: "Brooklyn"
      ),
      Result(
        country: "United States", latitude: 34.0522, longitude: -118.2437, id: 2,
        name: "Los Angeles"
      ),
      Result(
        country: "United States", latitude: 37.7749, longitude: -122.4194, id: 3,
        name: "San Francisco"
      ),
    ]
  )
}
