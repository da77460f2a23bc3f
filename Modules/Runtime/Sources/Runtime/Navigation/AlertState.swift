/// An alert, held in state so that showing it and answering it are plain, testable actions.
///
/// ```swift
/// state.destination = .alert(
///   AlertState {
///     TextState("Remove Brooklyn?")
///   } actions: {
///     ButtonState(role: .destructive, action: .confirmRemove) { TextState("Remove") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
///   } message: {
///     TextState("Its forecast stops loading.")
///   }
/// )
/// ```
///
/// With no buttons, the alert shows a single "OK" that dismisses it.
public struct AlertState<Action>: _EphemeralState {
  /// The title.
  public var title: TextState
  /// The message under the title.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert.
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

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Codable where Action: Codable {}
