/// Who sent an action: the script or view driver, or an effect.
public enum ActionOrigin: String, Sendable, Codable, Equatable {
  /// Sent by the script, the prompt or a view the driver operated.
  case user
  /// Sent by an effect.
  case effect
}
