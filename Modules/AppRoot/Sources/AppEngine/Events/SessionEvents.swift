import Runtime

/// A session's one stream of events: its store's observer, its clock and the session itself
/// report what happens, and the stream hands each ``SessionEvent`` to every reader in turn.
///
/// The driver marks what it sends with ``markUser(_:)``, so an action reduced without a mark is
/// one an effect sent. The tracer's events join the stream before each action, each move of
/// the clock and each step's beginning and end, and whenever the session calls
/// ``flushTrace()``.
///
/// ```swift
/// let events = SessionEvents(initialState: state, tracer: tracer)
/// events.addReader(transcript.read)
/// let observer = StoreObserver(willSend: events.markUser, didReduce: events.reduced)
/// ```
final class SessionEvents<State: Equatable, Action: Equatable> {
  private var readers: [(SessionEvent<State, Action>) -> Void] = []
  private let tracer: ReducerTracer?
  private let dumps: StateDumps<State>
  /// The actions the driver sent that the store has yet to reduce.
  private var unreducedUserActions: [Action] = []
  /// How many actions were reduced, by origin.
  private(set) var counts: [ActionOrigin: Int] = [:]
  /// How many steps began.
  private var stepsBegun = 0
  /// The step that began last, until it ends.
  private var runningStep: SessionStep?

  /// A stream for a store that starts at `initialState` and reports its routes to `tracer`.
  init(initialState: State, tracer: ReducerTracer?) {
    self.tracer = tracer
    self.dumps = StateDumps(initialState: initialState)
  }

  /// Hands every event from now on to `read`, after the readers added before it.
  func addReader(_ read: @escaping (SessionEvent<State, Action>) -> Void) {
    readers.append(read)
  }

  /// Notes that the driver is sending `action`.
  func markUser(_ action: Action) {
    unreducedUserActions.append(action)
  }

  /// Reports that the store reduced `action`: the driver's when it was marked, else an
  /// effect's.
  func reduced(_ action: Action, before: State, after: State) {
    let origin: ActionOrigin
    if let index = unreducedUserActions.firstIndex(of: action) {
      unreducedUserActions.remove(at: index)
      origin = .user
    } else {
      origin = .effect
    }
    reduced(action, before: before, after: after, origin: origin)
  }

  /// Reports that the store reduced `action`, which `origin` sent.
  func reduced(_ action: Action, before: State, after: State, origin: ActionOrigin) {
    counts[origin, default: 0] += 1
    flushTrace()
    // A quiet run that keeps nothing makes no event for each action.
    guard !readers.isEmpty else { return }
    let sharedWrites = SharedWrites.total
    let dumps = dumps
    emit(
      .reduced(
        ReducedAction(action: action, origin: origin) {
          dumps.diff(from: before, to: after, sharedWrites: sharedWrites)
        }))
  }

  /// Reports that the virtual clock is about to move forward by `duration`.
  func clockWillAdvance(by duration: Duration) {
    flushTrace()
    emit(.clockWillAdvance(duration))
  }

  /// Begins the next step: the command as the transcript shows it (`nil` for the launch and
  /// the end) at `line`; see ``SessionStep`` for `sendsAction` and `isCheck`.
  func beginStep(command: String?, line: Int?, sendsAction: Bool, isCheck: Bool) {
    flushTrace()
    let step = SessionStep(
      number: stepsBegun, command: command, line: line, sendsAction: sendsAction,
      isCheck: isCheck)
    stepsBegun += 1
    runningStep = step
    emit(.stepBegan(step))
  }

  /// Ends the running step, which `failure` stopped (`nil`: it ran to its end); `screen` and
  /// `tree` make the screen and the reducer tree after it for the readers that ask. Does
  /// nothing when no step is running.
  func endStep(
    failure: SessionFailure?, screen: @escaping () -> String?,
    tree: @escaping () -> ReducerNode
  ) {
    guard let step = runningStep else { return }
    flushTrace()
    runningStep = nil
    emit(.stepEnded(EndedStep(step: step, failure: failure, screen: screen, tree: tree)))
  }

  /// Reports that the running command showed `text`.
  func shown(_ text: String) {
    emit(.shown(text))
  }

  /// Hands the readers what the tracer wrote down since the last time, if anything.
  func flushTrace() {
    guard let events = tracer?.takeEvents(), !events.isEmpty else { return }
    emit(.traced(events))
  }

  private func emit(_ event: SessionEvent<State, Action>) {
    for read in readers { read(event) }
  }
}
