import Runtime

extension AlertState {
  /// The alert that explains why signing in failed, with a single "OK" button.
  ///
  /// ```swift
  /// state.alert = .authenticationFailed(.invalidCredentials)
  /// ```
  public static func authenticationFailed(_ error: AuthenticationError) -> Self {
    AlertState {
      TextState("Sign-in failed")
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState(error.errorDescription ?? "")
    }
  }
}
