extension Result where Failure == WeatherClientError {
  /// Captures the outcome of a weather request, turning any error into a `WeatherClientError`
  /// so that the result stays `Equatable` inside actions.
  ///
  /// A `WeatherClientError` is kept as it is; any other error becomes `.network` with the
  /// error's description as its detail. The body runs on the caller's actor.
  ///
  /// ```swift
  /// await send(.searchResponse(Result { try await weatherClient.search(query) }))
  /// ```
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch let error as WeatherClientError {
      self = .failure(error)
    } catch {
      self = .failure(.network(String(describing: error)))
    }
  }
}
