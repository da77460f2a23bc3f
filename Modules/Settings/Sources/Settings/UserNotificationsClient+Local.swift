import Foundation

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
