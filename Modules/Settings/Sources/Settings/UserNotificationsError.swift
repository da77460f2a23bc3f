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
