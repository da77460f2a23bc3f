import Runtime

/// One thing that happened in a session, as data.
///
/// A session hands every event to each of its readers, in the order it happened: the
/// transcript, the printed traces, the run report, the JUnit report, the recording and the
/// invariant checks each keep what they need, and each formats it their own way.
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
  /// A step began: the launch, a command, or the end of the session.
  case stepBegan(SessionStep)
  /// The step that began last ended.
  case stepEnded(EndedStep)
  /// The running command showed this text (`screen`, `state`, `explain`, ...).
  case shown(String)
}

/// A step of a session: the launch (step 0), a command, or the end, where the clock runs so
/// that pending work finishes.
struct SessionStep {
  /// The step's number: 0 for the launch, then one more for each step.
  let number: Int
  /// The command as the transcript shows it, secrets masked; `nil` for the launch and the end.
  let command: String?
  /// The command's line in its script or in the prompt's input, when it has one.
  let line: Int?
  /// Whether the command sends an action itself (`tap`, `type`, `send`, ...), so that the first
  /// action of the step is the script's and those after it are the views'.
  let sendsAction: Bool
  /// Whether the command is a check (`expect`), which passes or fails.
  let isCheck: Bool
}

/// A step that ended: how, and the screen and the reducer tree after it.
///
/// The screen and the tree are made the first time a reader asks for them, while the readers
/// read the event, once for all readers: the tree is explained again only when a reader needs
/// it.
final class EndedStep {
  let step: SessionStep
  /// Why the step failed; `nil` when it ran to its end.
  let failure: SessionFailure?
  private let makeScreen: () -> String?
  private let makeTree: () -> ReducerNode

  init(
    step: SessionStep, failure: SessionFailure?, screen: @escaping () -> String?,
    tree: @escaping () -> ReducerNode
  ) {
    self.step = step
    self.failure = failure
    self.makeScreen = screen
    self.makeTree = tree
  }

  /// The screen after the step; `nil` when the session shows none (a replay).
  private(set) lazy var screen = makeScreen()

  /// The reducer tree after the step, marked for the state then.
  private(set) lazy var tree = makeTree()
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
