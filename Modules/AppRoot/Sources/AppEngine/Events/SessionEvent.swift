import Runtime

/// One thing that happened in a session, as data.
///
/// A session hands every event to each of its readers, in the order it happened: the
/// transcript, the printed traces, the run report, the recording and the invariant checks each
/// keep what they need, and each formats it their own way.
///
/// ```swift
/// events.addReader { event in
///   guard case .reduced(let reduced) = event else { return }
///   print(reduced.origin, reduced.actionDump)
/// }
/// ```
enum SessionEvent<State, Action> {
  /// The store's tracer wrote these down since the last such event: the routes of the actions
  /// reduced, the effects they started, and what those effects did.
  case traced([TraceEvent])
  /// The store reduced an action.
  case reduced(ReducedAction<State, Action>)
  /// The virtual clock is about to move forward by this much (maybe nothing).
  case clockWillAdvance(Duration)
}

/// An action the store reduced, who sent it, and how it changed the state.
///
/// Its texts are made the first time a reader asks for them, once for all readers: a quiet
/// session that keeps no report never dumps a state.
final class ReducedAction<State, Action> {
  let action: Action
  let origin: ActionOrigin
  /// Makes ``stateDiff`` from the states before and after the action.
  private let makeStateDiff: () -> String?

  init(action: Action, origin: ActionOrigin, stateDiff: @escaping () -> String?) {
    self.action = action
    self.origin = origin
    self.makeStateDiff = stateDiff
  }

  /// The action as `customDump` writes it.
  private(set) lazy var actionDump = customDump(action)

  /// How the action changed the state's dump, as ``diff(_:_:)`` writes it; `nil` when it
  /// changed nothing.
  private(set) lazy var stateDiff = makeStateDiff()
}
