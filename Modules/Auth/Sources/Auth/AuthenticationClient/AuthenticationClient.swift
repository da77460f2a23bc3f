import Runtime

/// Signs users in and out; a dependency, so features stay testable.
///
/// ```swift
/// @Dependency(\.authenticationClient) var authenticationClient
///
/// let response = try await authenticationClient.login(email: "blob@example.com", password: "...")
/// ```
///
/// Its live value is a local ``AccountService`` with the ``DemoAccount/all`` accounts and 300 ms
/// of latency on the `continuousClock` dependency; its preview value has no latency; its test
/// value fails the test on every call that the test did not prepare.
public struct AuthenticationClient: Sendable {
  /// Checks an email and password.
  public var login:
    @Sendable (_ email: String, _ password: Redacted<String>) async throws ->
      AuthenticationResponse
  /// Finishes a login that needs a second factor, with the token ``login`` returned.
  public var twoFactor:
    @Sendable (_ token: Redacted<String>, _ code: Redacted<String>) async throws -> User
  /// Ends the current session.
  public var logout: @Sendable () async throws -> Void

  /// Creates a client from its endpoints.
  public init(
    login: @escaping @Sendable (String, Redacted<String>) async throws -> AuthenticationResponse,
    twoFactor: @escaping @Sendable (Redacted<String>, Redacted<String>) async throws -> User,
    logout: @escaping @Sendable () async throws -> Void
  ) {
    self.login = login
    self.twoFactor = twoFactor
    self.logout = logout
  }

  /// Checks an email and password.
  public func login(
    email: String, password: Redacted<String>
  ) async throws
    -> AuthenticationResponse
  {
    try await login(email, password)
  }

  /// Finishes a two-factor login.
  public func twoFactor(token: Redacted<String>, code: Redacted<String>) async throws -> User {
    try await twoFactor(token, code)
  }

  /// A client backed by a local account service.
  ///
  /// ```swift
  /// $0.authenticationClient = .local(AccountService(latency: .zero, clock: clock))
  /// ```
  public static func local(_ service: AccountService) -> Self {
    Self(
      login: { try await service.logIn(email: $0, password: $1) },
      twoFactor: { try await service.verifyTwoFactor(token: $0, code: $1) },
      logout: { try await service.logOut() }
    )
  }
}

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

/// The answer to a password login: either the user, or a request for a second factor.
///
/// ```swift
/// switch try await authenticationClient.login(email: email, password: password) {
/// case let .loggedIn(user): ...
/// case let .twoFactorRequired(token): ...   // ask for the code, then call twoFactor(token:code:)
/// }
/// ```
public enum AuthenticationResponse: Codable, Equatable, Sendable {
  /// The password was right and the account has no second factor.
  case loggedIn(User)
  /// The password was right; finish with the one-time code and this (secret) session token.
  case twoFactorRequired(token: Redacted<String>)
}
