/// What tapping a ``ButtonState`` sends, as TCA 1.x spells it: `.send(.confirm)`.
///
/// ```swift
/// ButtonState(role: .destructive, action: .send(.confirmDeletion)) {
///   TextState("Delete")
/// }
/// ```
///
/// The headless view layer adds `.send(_:animation:)`; headless, the animation changes nothing.
public struct ButtonStateAction<Action> {
  /// The action the button sends, or `nil` when it only dismisses.
  public let action: Action?

  /// Sends `action` when the button is tapped; `nil` only dismisses.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState {
  /// Creates a button whose action is spelled `.send(_:)`.
  public init(
    role: Role? = nil, action: ButtonStateAction<Action>, label: () -> TextState
  ) {
    self.init(role: role, action: action.action, label: label)
  }
}
