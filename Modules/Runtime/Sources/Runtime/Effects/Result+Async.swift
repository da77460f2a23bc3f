extension Result where Failure == any Error {
  /// Captures the outcome of an asynchronous throwing operation.
  ///
  /// ```swift
  /// await send(.searchResponse(Result { try await weatherClient.search(query: query) }))
  /// ```
  ///
  /// `body` runs in the caller's isolation, so it can be written inside a `.run` effect (which
  /// is main-actor isolated) without sending it to another executor.
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
