extension Result where Failure == AuthenticationError {
  /// Captures the outcome of an authentication request, turning any error it throws into an
  /// ``AuthenticationError``.
  ///
  /// ```swift
  /// let response = await Result(authenticating: { try await client.logout() })
  /// ```
  public init(
    isolation: isolated (any Actor)? = #isolation,
    authenticating request: () async throws -> Success
  ) async {
    do {
      self = .success(try await request())
    } catch {
      self = .failure(AuthenticationError(error))
    }
  }
}
