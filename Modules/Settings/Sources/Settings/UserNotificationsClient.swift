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
