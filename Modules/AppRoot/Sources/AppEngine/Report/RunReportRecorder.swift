import Runtime

/// Builds a ``RunReport`` while a session (or a replay) runs, as a reader of its events: the
/// steps as they begin and end, with the screen and the tree after each; each action with its
/// dump and its state change; what each command showed; and the tracer's events, which place
/// each action on the reducer tree and give each effect its start, its end and the reason it
/// was cancelled.
///
/// ```swift
/// let recorder = RunReportRecorder(tree: tree, clock: clock, tellsScriptFromView: true)
/// events.addReader(recorder.read)
/// // ... the session runs its steps
/// let report = recorder.report(title: "tour.script", kind: "run", app: app, outcome: outcome)
/// ```
///
/// The tracer's events are placed at every reduced action, before the clock moves and at the
/// start and end of every step, so each event is placed at the virtual time and in the step it
/// happened in.
package final class RunReportRecorder {
  let tree: ReportTree
  private let clock: TestClock<Duration>
  /// Whether the first action a command sends is told apart from those views send after it;
  /// a replay cannot tell them apart and marks both as the user's.
  private let tellsScriptFromView: Bool
  private var steps: [RunReport.Step] = []
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

  /// A recorder for a session whose reducer tree is `tree` and whose time is `clock`'s.
  init(tree: ReducerNode, clock: TestClock<Duration>, tellsScriptFromView: Bool) {
    self.tree = ReportTree(tree)
    self.clock = clock
    self.tellsScriptFromView = tellsScriptFromView
  }

  /// The virtual time now, in nanoseconds.
  private var now: Int64 { clock.now.offset.wholeNanoseconds }

  /// The number of the step running, or of the last one when none runs.
  private var currentStepNumber: Int { steps.last?.number ?? 0 }

  /// Reads one of the session's events: keeps the tracer's events to place them, adds each
  /// reduced action, places what happened so far at the time now when the clock is about to
  /// move or a step begins or ends, and keeps each step and what its command showed.
  func read<State, Action>(_ event: SessionEvent<State, Action>) {
    switch event {
    case .traced(let events):
      unplacedEvents += events
    case .reduced(let reduced):
      self.reduced(reduced.actionDump, diff: reduced.stateDiff, origin: reduced.origin)
    case .clockWillAdvance:
      follow(takeEvents())
    case .stepBegan(let step):
      begin(step)
    case .stepEnded(let ended):
      end(ended)
    case .shown(let text):
      guard let last = steps.indices.last else { return }
      steps[last].output = steps[last].output.map { $0 + "\n" + text } ?? text
    }
  }

  /// Starts the next step; the first action of a step whose command sends one is the script's.
  private func begin(_ step: SessionStep) {
    follow(takeEvents())
    steps.append(
      RunReport.Step(
        number: step.number, line: step.line, command: step.command, start: now, end: now))
    awaitsCommandAction = step.sendsAction
  }

  /// Ends the running step: the screen after it, which nodes of the tree are there (explained
  /// again only when ``needsTree``), and the result of its `expect` or the error that stopped it.
  private func end(_ ended: EndedStep) {
    follow(takeEvents())
    guard let last = steps.indices.last else { return }
    steps[last].end = now
    steps[last].screen = ended.screen.map(screenIndex(of:))
    steps[last].active =
      needsTree ? tree.activeNodes(in: ended.tree) : steps.dropLast().last?.active
    let check = ended.step.isCheck ? ended.step.command : nil
    if let failure = ended.failure {
      if case .expectationFailed(let message) = failure, let check {
        steps[last].expects.append(RunReport.Expect(text: check, passed: false, message: message))
      } else {
        steps[last].error = failure.description
      }
    } else if let check {
      steps[last].expects.append(RunReport.Expect(text: check, passed: true))
    }
  }

  /// Whether the running step may have changed which nodes of the tree are there, so that its
  /// end needs the tree explained again: always for the launch, else when one of its actions
  /// changed the state where an optional, an enum case or a collection lives (or changed it
  /// somewhere the trace does not say).
  private var needsTree: Bool {
    guard steps.count > 1, let step = steps.last else { return true }
    return step.actions.contains { index in
      let action = actions[index]
      return action.changed.contains(where: tree.mayChangePresence(from:))
        || (action.diff != nil && action.changed.isEmpty)
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
    steps.indices.last.map { steps[$0].actions.append(index) }
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
  /// first action, a later one, or one an effect or a task sends.
  fileprivate var startsAnAction: Bool {
    switch self {
    case .began, .then, .effectSent, .taskSent: true
    default: false
    }
  }
}
