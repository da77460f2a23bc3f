/// A button of an alert or a confirmation dialog, held in state.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmLogOut) {
///   TextState("Log out")
/// }
/// ```
public struct ButtonState<Action> {
  /// What a button is for, which decides how it is shown and what tapping it means.
  public enum Role: String, Equatable, Hashable, Sendable {
    /// Cancels: tapping it only dismisses.
    case cancel
    /// Destroys something.
    case destructive
  }

  /// The button's role, if any.
  public var role: Role?
  /// The action the button sends, or `nil` when it only dismisses.
  public var action: Action?
  /// The button's label.
  public var label: TextState

  /// Creates a button.
  public init(role: Role? = nil, action: Action? = nil, label: () -> TextState) {
    self.role = role
    self.action = action
    self.label = label()
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonState: Codable where Action: Codable {}
extension ButtonState.Role: Codable {}
