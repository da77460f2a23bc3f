/// The reader of a session's events that keeps the actions the driver sent during one command,
/// when the session checks invariants: the first is the one the command's control sent, and
/// views that appear after it send the others.
///
/// ```swift
/// let actions = UserActionsOfStep<Action>()
/// events.addReader(actions.read)
/// actions.startStep()
/// ```
final class UserActionsOfStep<Action> {
  /// The actions the driver sent since ``startStep()``, first first.
  private(set) var actions: [Action] = []

  /// Forgets the actions of the last step.
  func startStep() {
    actions = []
  }

  func read<State>(_ event: SessionEvent<State, Action>) {
    guard case .reduced(let reduced) = event, reduced.origin == .user else { return }
    actions.append(reduced.action)
  }
}
