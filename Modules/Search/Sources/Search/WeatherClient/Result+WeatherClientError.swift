extension Result where Failure == WeatherClientError {
  /// Captures the outcome of a weather request, turning any error into a `WeatherClientError`
  /// so that the result stays `Equatable` inside actions.
  ///
  /// The error is read by ``WeatherClientError/init(_:)``. The body runs on the caller's actor.
  ///
  /// ```swift
  /// await send(.forecastResponse(Result { try await weatherClient.forecast(place) }))
  /// ```
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> Success
  ) async {
    self = await Result<Success, any Error>(isolation: isolation, catching: body)
      .mapError(WeatherClientError.init)
  }
}
