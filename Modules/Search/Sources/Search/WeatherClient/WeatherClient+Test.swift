import Runtime

extension WeatherClient: TestDependencyKey {
  /// A client whose endpoints fail the test that calls them; override the ones a test expects.
  public static let testValue = Self(
    forecast: unimplemented("WeatherClient.forecast"),
    search: unimplemented("WeatherClient.search")
  )
}
