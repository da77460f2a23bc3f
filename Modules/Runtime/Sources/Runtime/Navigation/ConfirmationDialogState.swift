/// A confirmation dialog (an action sheet), held in state.
///
/// ```swift
/// ConfirmationDialogState {
///   TextState("Log out?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmLogOut) { TextState("Log out") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct ConfirmationDialogState<Action>: _EphemeralState {
  /// The title.
  public var title: TextState
  /// The message under the title.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Creates a confirmation dialog.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Codable where Action: Codable {}
