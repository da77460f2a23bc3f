import Runtime

extension AuthenticationClient: DependencyKey {
  /// The demo accounts with 300 ms of latency on the `continuousClock` dependency.
  public static let liveValue = Self.local(AccountService(latency: .milliseconds(300)))

  /// The demo accounts without latency.
  public static let previewValue = Self.local(AccountService(latency: .zero))

  /// Endpoints that fail the test when called.
  public static let testValue = Self(
    login: unimplemented("AuthenticationClient.login"),
    twoFactor: unimplemented("AuthenticationClient.twoFactor"),
    logout: unimplemented("AuthenticationClient.logout")
  )
}
