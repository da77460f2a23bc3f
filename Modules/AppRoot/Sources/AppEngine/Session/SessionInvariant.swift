/// What a session that checks invariants (`app run --invariants`, exploration) requires of the
/// app after each command; a command that breaks one fails with
/// ``SessionFailure/brokenInvariant(_:_:)``.
public enum SessionInvariant: String, Sendable, Equatable, CaseIterable {
  /// The runtime reported no issue: no child action on absent state, no action for a missing
  /// element, no unhandled error thrown by an effect.
  case noRuntimeIssue = "runtime issue"
  /// The state decodes from its recording (its JSON encoding) as an equal state, but for the
  /// secrets the recording masks.
  case stateRoundTrip = "state round trip"
  /// A tap, a toggle or a dismissal that sent an action had an effect (the action changed the
  /// state, started or cancelled an effect, or led to another action), or an action of the
  /// same case had one earlier in the session: a tap on the row already shown may do nothing.
  case actionHandled = "unhandled action"
  /// No effect runs longer than ``effectLifetimeLimit`` of virtual time, unless an action the
  /// app declares long-living (``AppDefinition/longLivingEffects``) started it: a timer or a
  /// stream its screen keeps for as long as it is up.
  case effectEnds = "lingering effect"

  /// The most virtual time an effect that is not long-living may run: far more than a request,
  /// a debounce or a lockout takes, and five times the longest wait exploration picks.
  public static let effectLifetimeLimit: Duration = .seconds(300)
}
