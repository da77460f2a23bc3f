import Runtime

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
