/// The reader of a session's events that keeps the actions the driver sent during one command,
/// when the session checks invariants: the first is the one the command's control sent, and
/// views that appear after it send the others.
///
/// ```swift
/// let actions = UserActionsOfStep<Action>()
/// events.addReader(actions.read)
/// ```
final class UserActionsOfStep<Action> {
  /// The actions the driver sent since the running step began, first first.
  private(set) var actions: [Action] = []

  func read<State>(_ event: SessionEvent<State, Action>) {
    switch event {
    case .stepBegan:
      actions = []
    case .reduced(let reduced) where reduced.origin == .user:
      actions.append(reduced.action)
    default:
      return
    }
  }
}
