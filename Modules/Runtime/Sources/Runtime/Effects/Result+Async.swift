extension Result where Failure == any Error {
  /// Captures the outcome of an asynchronous throwing operation.
  ///
  /// ```swift
  /// await send(.searchResponse(Result { try await weatherClient.search(query: query) }))
  /// ```
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
