import Foundation
import Runtime

/// A local account service: checks passwords and one-time codes, and locks an account out
/// after repeated failures.
///
/// Secrets are kept only as salted SHA-256 digests and compared in constant time. After
/// ``maximumFailedAttempts`` failures in a row (wrong passwords or wrong codes) an email is
/// locked out for ``lockoutDuration`` of clock time. Every call first waits `latency`.
///
/// ```swift
/// let clock = TestClock()
/// let service = AccountService(latency: .milliseconds(300), clock: clock)
/// let client = AuthenticationClient.local(service)
/// ```
public actor AccountService {
  /// How many failures in a row lock an email out.
  public static let maximumFailedAttempts = 5
  /// How long a lockout lasts.
  public static let lockoutDuration: Duration = .seconds(5 * 60)

  private struct Account {
    let user: User
    let password: SaltedDigest
    let twoFactorCode: SaltedDigest?
  }

  private struct FailureRecord {
    var count = 0
    var lockedUntil: (any InstantProtocol<Duration>)?
  }

  private let accounts: [String: Account]
  /// Checked in place of a password when the email is unknown, so that both take as long.
  private let decoyPassword = SaltedDigest(of: UUID().uuidString)
  private let latency: Duration
  private let fixedClock: (any Clock<Duration>)?
  private var failures: [String: FailureRecord] = [:]
  private var pendingTwoFactorEmails: [String: String] = [:]

  /// Creates a service for `accounts`.
  ///
  /// - Parameters:
  ///   - accounts: The accounts it knows; when two share an email, the first wins.
  ///   - latency: How long every call waits before answering.
  ///   - clock: The clock for latency and lockouts; `nil` uses the `continuousClock` dependency
  ///     in force at each call.
  public init(
    accounts: [DemoAccount] = DemoAccount.all,
    latency: Duration,
    clock: (any Clock<Duration>)? = nil
  ) {
    let stored = accounts.map { account in
      (
        Self.key(for: account.user.email),
        Account(
          user: account.user,
          password: SaltedDigest(of: account.password.rawValue),
          twoFactorCode: account.twoFactorCode.map { SaltedDigest(of: $0.rawValue) }
        )
      )
    }
    self.accounts = Dictionary(stored, uniquingKeysWith: { first, _ in first })
    self.latency = latency
    self.fixedClock = clock
  }

  /// Checks an email and password.
  ///
  /// - Throws: ``AuthenticationError/invalidCredentials`` or
  ///   ``AuthenticationError/lockedOut(retryAfter:)``.
  public func logIn(
    email: String, password: Redacted<String>
  ) async throws
    -> AuthenticationResponse
  {
    try await waitForLatency()
    let key = Self.key(for: email)
    try checkLockout(key)
    let account = accounts[key]
    let passwordMatches = (account?.password ?? decoyPassword).matches(password.rawValue)
    guard let account, passwordMatches else {
      throw recordFailure(key, .invalidCredentials)
    }
    failures[key] = nil
    guard account.twoFactorCode != nil else { return .loggedIn(account.user) }
    let token = UUID().uuidString
    pendingTwoFactorEmails[token] = key
    return .twoFactorRequired(token: Redacted(token))
  }

  /// Finishes a two-factor login with the token ``logIn(email:password:)`` returned.
  ///
  /// - Throws: ``AuthenticationError/invalidCode``, ``AuthenticationError/sessionExpired`` or
  ///   ``AuthenticationError/lockedOut(retryAfter:)``.
  public func verifyTwoFactor(
    token: Redacted<String>, code: Redacted<String>
  ) async throws
    -> User
  {
    try await waitForLatency()
    guard let key = pendingTwoFactorEmails[token.rawValue],
      let account = accounts[key], let expectedCode = account.twoFactorCode
    else { throw AuthenticationError.sessionExpired }
    try checkLockout(key)
    guard expectedCode.matches(code.rawValue) else {
      throw recordFailure(key, .invalidCode)
    }
    failures[key] = nil
    pendingTwoFactorEmails[token.rawValue] = nil
    return account.user
  }

  /// Ends the session.
  public func logOut() async throws {
    try await waitForLatency()
  }

  private var activeClock: any Clock<Duration> {
    fixedClock ?? DependencyValues.current.continuousClock
  }

  private func waitForLatency() async throws {
    guard latency > .zero else { return }
    try await activeClock.sleep(for: latency)
  }

  /// Throws while `key` is locked out; forgets a lockout that is over.
  private func checkLockout(_ key: String) throws {
    guard let lockedUntil = failures[key]?.lockedUntil else { return }
    let remaining = Self.time(on: activeClock, until: lockedUntil)
    guard remaining <= .zero else { throw AuthenticationError.lockedOut(retryAfter: remaining) }
    failures[key] = nil
  }

  /// Counts a failure for `key` and returns the error to throw: `error`, or a lockout.
  private func recordFailure(_ key: String, _ error: AuthenticationError) -> AuthenticationError {
    var record = failures[key, default: FailureRecord()]
    record.count += 1
    defer { failures[key] = record }
    guard record.count >= Self.maximumFailedAttempts else { return error }
    record.lockedUntil = Self.instant(on: activeClock, after: Self.lockoutDuration)
    pendingTwoFactorEmails = pendingTwoFactorEmails.filter { $0.value != key }
    return .lockedOut(retryAfter: Self.lockoutDuration)
  }

  private static func key(for email: String) -> String {
    email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }

  private static func instant<C: Clock<Duration>>(
    on clock: C, after duration: Duration
  ) -> any InstantProtocol<Duration> {
    clock.now.advanced(by: duration)
  }

  /// The time left on `clock` until `deadline`; zero when the deadline is from another clock.
  private static func time<C: Clock<Duration>>(
    on clock: C, until deadline: any InstantProtocol<Duration>
  ) -> Duration {
    guard let deadline = deadline as? C.Instant else { return .zero }
    return clock.now.duration(to: deadline)
  }
}
