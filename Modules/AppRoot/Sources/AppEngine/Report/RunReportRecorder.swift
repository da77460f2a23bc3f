import Runtime

/// Builds a ``RunReport`` while a session (or a replay) runs: a reader of the session's events
/// (each action with its dump and its state change, and the tracer's events, which place each
/// action on the reducer tree and give each effect its start, its end and the reason it was
/// cancelled), told by the session where each step begins and ends.
///
/// ```swift
/// let recorder = RunReportRecorder(tree: tree, clock: clock, tellsScriptFromView: true)
/// events.addReader(recorder.read)
/// recorder.beginStep(command: "tap \"Log in\"", line: 3, sendsAction: true)
/// // ... the store reduces actions
/// events.flushTrace()
/// recorder.endStep(screen: host.screen, tree: explained)
/// let report = recorder.report(title: "tour.script", kind: "run", app: app, outcome: outcome)
/// ```
///
/// The tracer's events are placed at every reduced action, before the clock moves and at the
/// start and end of every step, so each event is placed at the virtual time and in the step it
/// happened in; the session flushes its events before it begins or ends a step.
package final class RunReportRecorder {
  let tree: ReportTree
  private let clock: TestClock<Duration>
  /// Whether the first action a command sends is told apart from those views send after it;
  /// a replay cannot tell them apart and marks both as the user's.
  private let tellsScriptFromView: Bool
  private var steps: [RunReport.Step]
  private var isStepOpen = true
  private var actions: [RunReport.Action] = []
  private var effects: [RunReport.Effect] = []
  private var screens: [String] = []
  private var screenIndices: [String: Int] = [:]
  /// The effects, by the number the store gave them.
  private var effectIndices: [Int: Int] = [:]
  /// The last action each effect sent, by the effect's index.
  private var lastSent: [Int: Int] = [:]
  /// Actions effects sent while the store was reducing another: the trace shows them again as
  /// `then:` when their turn comes.
  private var queuedSends: [(effect: Int, action: String)] = []
  /// Whether the open step's command has yet to send the action it sends itself.
  private var awaitsCommandAction = false
  /// The tracer's events read and not placed yet.
  private var unplacedEvents: [TraceEvent] = []

  /// A recorder for a session whose reducer tree is `tree` and whose time is `clock`'s; the
  /// launch (step 0) is open until the first ``endStep(screen:tree:expect:error:)``.
  init(tree: ReducerNode, clock: TestClock<Duration>, tellsScriptFromView: Bool) {
    self.tree = ReportTree(tree)
    self.clock = clock
    self.tellsScriptFromView = tellsScriptFromView
    steps = [RunReport.Step(number: 0, start: 0, end: 0)]
    steps[0].start = now
    steps[0].end = now
  }

  /// The virtual time now, in nanoseconds.
  private var now: Int64 { clock.now.offset.wholeNanoseconds }

  /// The number of the step running, or of the last one when none runs.
  var currentStepNumber: Int { steps[steps.count - 1].number }

  /// Starts the next step: a command as the transcript shows it (`nil` for the end of the
  /// session) at `line`; `sendsAction` says that the command sends an action itself (`tap`,
  /// `type`, `send`, ...), so the first action it sends is the script's.
  func beginStep(command: String?, line: Int?, sendsAction: Bool) {
    if isStepOpen { endStep(screen: nil, tree: nil) }
    follow(takeEvents())
    steps.append(
      RunReport.Step(
        number: currentStepNumber + 1, line: line, command: command, start: now, end: now))
    isStepOpen = true
    awaitsCommandAction = sendsAction
  }

  /// Whether the open step may have changed which nodes of the tree are there, so that
  /// ``endStep(screen:tree:expect:error:)`` needs the tree explained again: always for the
  /// launch, else when one of its actions changed the state where an optional, an enum case or
  /// a collection lives (or changed it somewhere the trace does not say).
  var needsTree: Bool {
    guard steps.count > 1 else { return true }
    return steps[steps.count - 1].actions.contains { index in
      let action = actions[index]
      return action.changed.contains(where: tree.mayChangePresence(from:))
        || (action.diff != nil && action.changed.isEmpty)
    }
  }

  /// Ends the open step: the screen after it, the state's tree (which nodes are there; `nil`
  /// when they are those of the step before, see ``needsTree``), and the result of its `expect` or
  /// the error that stopped it.
  func endStep(
    screen: String?, tree explained: ReducerNode?, expect: RunReport.Expect? = nil,
    error: String? = nil
  ) {
    follow(takeEvents())
    let last = steps.count - 1
    steps[last].end = now
    steps[last].screen = screen.map(screenIndex(of:))
    steps[last].active =
      if let explained { tree.activeNodes(in: explained) } else { steps.dropLast().last?.active }
    if let expect { steps[last].expects.append(expect) }
    steps[last].error = error
    isStepOpen = false
  }

  /// Adds what the open step's command printed.
  func noteOutput(_ text: String) {
    let last = steps.count - 1
    steps[last].output = steps[last].output.map { $0 + "\n" + text } ?? text
  }

  /// Reads one of the session's events: keeps the tracer's events to place them, adds each
  /// reduced action, and places what happened so far at the time now when the clock is about
  /// to move.
  func read<State, Action>(_ event: SessionEvent<State, Action>) {
    switch event {
    case .traced(let events):
      unplacedEvents += events
    case .reduced(let reduced):
      self.reduced(reduced.actionDump, diff: reduced.stateDiff, origin: reduced.origin)
    case .clockWillAdvance:
      follow(takeEvents())
    }
  }

  /// Adds an action the store reduced: its dump, the change it made (`nil`: none) and who sent
  /// it; the tracer's events since the last one say where it went.
  private func reduced(_ actionDump: String, diff: String?, origin: ActionOrigin) {
    let events = takeEvents()
    let header = events.lastIndex { $0.kind.startsAnAction }
    follow(events[..<(header ?? events.endIndex)])
    var route = [0]
    var changed: [Int] = []
    var effect: Int?
    if let header {
      effect = sender(of: events[header].kind)
      place(events[(header + 1)...], below: events[header].depth, route: &route, changed: &changed)
    }
    let index = actions.count
    actions.append(
      RunReport.Action(
        step: currentStepNumber, time: now, origin: originName(origin), text: actionDump,
        feature: tree.feature(onRoute: route), route: route, changed: changed, diff: diff,
        effect: effect))
    steps[steps.count - 1].actions.append(index)
    if let effect { lastSent[effect] = index }
  }

  /// How the run stands: failed when a step so far failed, passed otherwise.
  func outcomeSoFar(summary: String) -> RunReport.Outcome {
    let failed = steps.contains { step in
      step.error != nil || step.expects.contains { !$0.passed }
    }
    return RunReport.Outcome(status: failed ? "failed" : "passed", summary: summary)
  }

  /// The report of everything so far.
  func report(
    title: String, kind: String, app: RunReport.App, outcome: RunReport.Outcome
  ) -> RunReport {
    follow(takeEvents())
    var shown = steps
    if let last = shown.last, last.number > 0, last.command == nil, last.actions.isEmpty,
      last.start == last.end, !effects.contains(where: { $0.endStep == last.number })
    {
      shown.removeLast()
    }
    let changedState = shown.first { step in step.actions.contains { actions[$0].diff != nil } }
    return RunReport(
      title: title, kind: kind, app: app, outcome: outcome, tree: tree.root,
      features: tree.features, screens: screens, steps: shown, actions: actions, effects: effects,
      openingStep: (changedState ?? shown.first { $0.command != nil })?.number ?? 0)
  }

  // MARK: - Events

  /// The tracer's events read since the last call.
  private func takeEvents() -> [TraceEvent] {
    defer { unplacedEvents = [] }
    return unplacedEvents
  }

  /// Follows what effects did between actions: started (by the last action), ended, or sent an
  /// action while the store was busy.
  private func follow(_ events: some Collection<TraceEvent>) {
    for event in events {
      switch event.kind {
      case .effectStarted(let number, _, let scope, let ids):
        guard let startedBy = actions.indices.last else { continue }
        let node = tree.owner(ofScope: scope)
        effectIndices[number] = effects.count
        effects.append(
          RunReport.Effect(
            number: number, feature: tree.feature(of: node), node: node, startedBy: startedBy,
            start: actions[startedBy].time, startStep: actions[startedBy].step,
            outcome: "running", ids: ids))
      case .effectEnded(let number, _, let outcome):
        guard let index = effectIndices[number] else { continue }
        effects[index].end = now
        effects[index].endStep = currentStepNumber
        switch outcome {
        case .finished:
          effects[index].outcome = "finished"
          effects[index].endedBy = lastSent[index].flatMap { sent in
            actions[sent].step == currentStepNumber ? sent : nil
          }
        case .cancelled(let reason):
          effects[index].outcome = "cancelled"
          effects[index].reason = reason.rawValue
          effects[index].endedBy = actions.indices.last
        }
      case .effectSent(let number, _, let action):
        guard let index = effectIndices[number] else { continue }
        queuedSends.append((index, action))
      default:
        continue
      }
    }
  }

  /// The effect that sent the action a trace event starts: the effect itself for
  /// `effect #N sent`, the one that queued it for `then:`.
  private func sender(of header: TraceEvent.Kind) -> Int? {
    switch header {
    case .effectSent(let number, _, _):
      return effectIndices[number]
    case .then(let action):
      guard let queued = queuedSends.firstIndex(where: { $0.action == action }) else {
        return nil
      }
      return queuedSends.remove(at: queued).effect
    default:
      return nil
    }
  }

  /// Places the events of one action on the tree, from the root down: each operator passed
  /// (its node follows the node one level up), each reducer that changed the state (or a
  /// shared value) or returned an effect, and each operator that changed the state itself.
  private func place(
    _ events: some Collection<TraceEvent>, below depth: Int, route: inout [Int],
    changed: inout [Int]
  ) {
    var path = [0]
    func visit(_ node: Int, changing: Bool) {
      if !route.contains(node) { route.append(node) }
      if changing, !changed.contains(node) { changed.append(node) }
    }
    for event in events {
      let level = event.depth - depth - 1
      guard path.indices.contains(level) else { continue }
      let parent = path[level]
      switch event.kind {
      case .passed(let node, _):
        guard let child = tree.child(of: parent, matching: node) else { continue }
        path = Array(path[...level]) + [child]
        visit(child, changing: false)
      case .changed(let name, _), .sharedWrite(let name, _, _):
        tree.reducer(of: parent, named: name).map { visit($0, changing: true) }
      case .returned(let name, _):
        tree.reducer(of: parent, named: name).map { visit($0, changing: false) }
      case .note(let note):
        tree.noteAuthor(of: parent, note: note).map { visit($0, changing: true) }
      default:
        continue
      }
    }
  }

  private func originName(_ origin: ActionOrigin) -> String {
    guard origin == .user else { return "effect" }
    guard tellsScriptFromView else { return "user" }
    defer { awaitsCommandAction = false }
    return awaitsCommandAction ? "script" : "view"
  }

  private func screenIndex(of screen: String) -> Int {
    if let index = screenIndices[screen] { return index }
    screens.append(screen)
    screenIndices[screen] = screens.count - 1
    return screens.count - 1
  }
}

extension TraceEvent.Kind {
  /// Whether the event opens the route of an action the store is about to reduce: a trace's
  /// first action, a later one, or one an effect sends.
  fileprivate var startsAnAction: Bool {
    switch self {
    case .began, .then, .effectSent: true
    default: false
    }
  }
}
