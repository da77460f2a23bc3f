import Foundation
import Runtime

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
