import Foundation
import Runtime

/// Why signing in failed, with a message that can be shown to the user as is.
///
/// ```swift
/// AuthenticationError.lockedOut(retryAfter: .seconds(300)).errorDescription
/// // "Too many failed attempts. Try again in 5 minutes."
/// ```
public enum AuthenticationError: Error, Codable, Equatable, Sendable, LocalizedError {
  /// The email and password do not match an account.
  case invalidCredentials
  /// The one-time code is wrong.
  case invalidCode
  /// The two-factor session is unknown or over; the user must log in again.
  case sessionExpired
  /// Too many failed attempts; the account accepts none until `retryAfter` has passed.
  case lockedOut(retryAfter: Duration)
  /// The service could not be reached.
  case network

  /// Wraps any error an authentication endpoint threw; unknown errors count as network errors.
  public init(_ error: any Error) {
    self = error as? AuthenticationError ?? .network
  }

  /// The message to show the user.
  public var errorDescription: String? {
    switch self {
    case .invalidCredentials:
      return "The email or password is incorrect."
    case .invalidCode:
      return "The code is incorrect."
    case .sessionExpired:
      return "The sign-in session has expired. Log in again."
    case let .lockedOut(retryAfter):
      let minutes = Self.wholeMinutes(roundingUp: retryAfter)
      return "Too many failed attempts. Try again in \(minutes) minute\(minutes == 1 ? "" : "s")."
    case .network:
      return "The server could not be reached. Check your connection and try again."
    }
  }

  /// The number of started minutes in `duration`, at least one.
  private static func wholeMinutes(roundingUp duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let started = seconds + (attoseconds > 0 ? 1 : 0)
    return max(1, (started + 59) / 60)
  }
}

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
    self = await Result<Success, any Error>(isolation: isolation, catching: request)
      .mapError(AuthenticationError.init)
  }
}

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
