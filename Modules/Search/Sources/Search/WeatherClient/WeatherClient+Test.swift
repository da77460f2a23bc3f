import Runtime

extension WeatherClient: TestDependencyKey {
  /// A client whose endpoints fail the test that calls them (`Unimplemented:
  /// 'WeatherClient.search'`) and throw; override the ones a test expects.
  public static let testValue = Self()
}
