import Foundation
import Runtime

/// Asks the user for permission to show notifications.
///
/// ```swift
/// @Dependency(\.userNotifications) var userNotifications
/// let granted = try await userNotifications.requestAuthorization()
/// ```
///
/// The live value reads the decision from the `SHOWCASE_NOTIFICATIONS` environment variable (see
/// ``UserNotificationsClient/local(environment:)``), previews always grant, and tests must
/// override ``requestAuthorization``.
public struct UserNotificationsClient: Sendable {
  /// Returns whether the user allows notifications.
  public var requestAuthorization: @Sendable () async throws -> Bool

  /// Creates a client from its endpoint.
  public init(requestAuthorization: @escaping @Sendable () async throws -> Bool) {
    self.requestAuthorization = requestAuthorization
  }
}

extension UserNotificationsClient: DependencyKey {
  /// The decision in `SHOWCASE_NOTIFICATIONS`; see ``UserNotificationsClient/local(environment:)``.
  public static let liveValue = UserNotificationsClient.local(
    environment: ProcessInfo.processInfo.environment
  )

  /// Always grants permission.
  public static let previewValue = UserNotificationsClient { true }

  /// Fails the test when called; override ``UserNotificationsClient/requestAuthorization``.
  public static var testValue: UserNotificationsClient {
    Self(requestAuthorization: unimplemented("UserNotificationsClient.requestAuthorization"))
  }
}

extension DependencyValues {
  /// Asks the user for permission to show notifications.
  ///
  /// ```swift
  /// @Dependency(\.userNotifications) var userNotifications
  /// ```
  public var userNotifications: UserNotificationsClient {
    get { self[UserNotificationsClient.self] }
    set { self[UserNotificationsClient.self] = newValue }
  }
}

extension UserNotificationsClient {
  /// A local permission store whose decision comes from the environment.
  ///
  /// `SHOWCASE_NOTIFICATIONS=granted` (the default when unset or empty) grants permission,
  /// `SHOWCASE_NOTIFICATIONS=denied` denies it; letter case and surrounding spaces are ignored.
  /// Any other value makes ``requestAuthorization`` throw
  /// ``UserNotificationsError/unrecognizedDecision(_:)``.
  ///
  /// ```swift
  /// let client = UserNotificationsClient.local(environment: ["SHOWCASE_NOTIFICATIONS": "denied"])
  /// try await client.requestAuthorization()  // false
  /// ```
  public static func local(environment: [String: String]) -> Self {
    let value = environment["SHOWCASE_NOTIFICATIONS"] ?? ""
    return Self {
      switch value.trimmingCharacters(in: .whitespaces).lowercased() {
      case "", "granted": return true
      case "denied": return false
      default: throw UserNotificationsError.unrecognizedDecision(value)
      }
    }
  }
}

/// A permission decision that could not be understood.
///
/// ```swift
/// let client = UserNotificationsClient.local(environment: ["SHOWCASE_NOTIFICATIONS": "maybe"])
/// try await client.requestAuthorization()  // throws .unrecognizedDecision("maybe")
/// ```
public enum UserNotificationsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `SHOWCASE_NOTIFICATIONS` holds something other than `granted` or `denied`.
  case unrecognizedDecision(String)

  public var description: String {
    switch self {
    case let .unrecognizedDecision(value):
      "SHOWCASE_NOTIFICATIONS must be \"granted\" or \"denied\", not \"\(value)\"."
    }
  }
}
