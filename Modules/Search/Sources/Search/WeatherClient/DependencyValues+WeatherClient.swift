import Runtime

extension DependencyValues {
  /// The weather client that features use to search places and fetch forecasts.
  ///
  /// ```swift
  /// @Dependency(\.weatherClient) var weatherClient
  /// ```
  public var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}
