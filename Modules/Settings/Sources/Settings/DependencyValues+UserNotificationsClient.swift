import Runtime

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
