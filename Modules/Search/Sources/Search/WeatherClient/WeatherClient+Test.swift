import Runtime

extension WeatherClient: TestDependencyKey {
  /// A client whose endpoints fail the test that calls them; override the ones a test expects.
  ///
  /// It names its endpoints with `unimplemented(_:)` where seed 004 writes `Self()`: both fail
  /// the test and throw, but this one's issue reads `Unimplemented: WeatherClient.search`, the
  /// text the app's tests match, and `Self()`'s reads `Unimplemented: 'WeatherClient.search'`.
  public static let testValue = Self(
    forecast: unimplemented("WeatherClient.forecast"),
    search: unimplemented("WeatherClient.search")
  )
}
