import Runtime

extension DependencyValues {
  /// The client features sign in and out with.
  ///
  /// ```swift
  /// @Dependency(\.authenticationClient) var authenticationClient
  /// ```
  public var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
