import AppScript
import HeadlessUI
import Runtime

/// One run of the app: a store on a virtual clock, its root view hosted headlessly, and the
/// commands of a script or of the prompt applied to them one at a time.
///
/// Every action the store reduces is written to the console in the `_printChanges` format and
/// kept for the recording.
@MainActor
final class Session<R: Reducer>
where
  R.State: Codable & Equatable & Sendable,
  R.Action: Codable & Equatable & Sendable
{
  /// The virtual clock every effect and view task sleeps on.
  let clock: TestClock
  let definition: AppDefinition<R>
  let mode: DependencyMode
  private let console: Console
  private let journal: ActionJournal<R.State, R.Action>
  /// Wakes ``yieldToEffects()`` when the work it waits for may have settled.
  private let workSignal: WorkSignal
  /// Where the nonisolated code of effects, view tasks and the session's waits runs.
  private let workExecutor: (any TaskExecutor)?
  private let core: StoreCore<R.State, R.Action>
  private let store: Store<R.State, R.Action>
  private let initialState: JSONValue
  private(set) var host: ViewHost?
  /// The commands run so far, for `history` and `save`.
  private(set) var history: [ScriptCommand] = []
  /// Whether `quit` was run.
  private(set) var hasQuit = false
  private var recordingWriter: RecordingWriter?
  private var recordingProblem: SessionFailure?
  /// The store's tracer, when the session traces: `--trace`, a script with `trace` in it, or the
  /// prompt.
  private let tracer: ReducerTracer?

  /// Builds the store and hosts the root view, with the clients of `options.mode`; actions the
  /// view sends when it appears are reduced (and printed, unless `options.isQuiet`) before this
  /// returns. With `options.recordPath`, the session is recorded there from the start.
  init(
    definition: AppDefinition<R>, options: Invocation.SessionOptions, console: Console
  ) throws(SessionFailure) {
    let mode = options.mode
    let tracer = options.isTraceable || options.tracesEverySend ? ReducerTracer() : nil
    // Preview work only waits on the virtual clock: kept on the main queue with the session,
    // a wake-up costs no thread switch. But work that prefers an executor starts after the
    // send that started it, so a traced session, whose traces show what a send starts, keeps
    // the global executor, as live work does for its requests.
    let workExecutor: (any TaskExecutor)? =
      mode == .preview && tracer == nil ? MainQueueTaskExecutor.shared : nil
    let workSignal = WorkSignal()
    let work = WorkObserver(executor: workExecutor, workMayBeIdle: { workSignal.signal() })
    self.workSignal = workSignal
    self.workExecutor = workExecutor
    self.clock = TestClock(work: work)
    self.definition = definition
    self.mode = mode
    self.console = console
    let state = definition.initialState()
    do {
      initialState = try JSONCoding.tree(of: state)
    } catch {
      throw .recording("cannot record the initial state: \(error)")
    }
    let dependencies = definition.dependencies(for: mode, clock: clock)
    let journal = ActionJournal<R.State, R.Action>(
      write: options.isQuiet ? nil : { console.print($0) },
      keepsEntries: options.recordPath != nil,
      previewSecrets: mode == .preview ? definition.testSource.previewSecrets : [])
    let tracesEverySend = options.tracesEverySend
    let core = StoreCore(
      initialState: state, dependencies: dependencies,
      observer: StoreObserver(
        willSend: { action in
          journal.markUser(action)
          // With `--trace`, every action the driver sends starts a trace.
          if tracesEverySend { tracer?.begin(action) }
        },
        didReduce: journal.reduced,
        tracer: tracer,
        work: work),
      reducer: definition.reducer)
    self.journal = journal
    self.core = core
    self.tracer = tracer
    self.store = Store(core: core)
    let root = definition.view(store)
    host = ViewHost(root, work: work) { $0 = dependencies }
    printTrace()
    if let path = options.recordPath { try startRecording(to: path) }
  }

  /// The current state.
  var state: R.State { core.state }

  /// The rendered screen.
  var screen: String { host?.screen ?? "" }

  /// How many actions were reduced, from the driver and from effects.
  var actionCounts: (user: Int, effect: Int) {
    (journal.counts[.user, default: 0], journal.counts[.effect, default: 0])
  }

  /// Lets the work woken by the last command run until it is idle again.
  ///
  /// The session is idle when every effect in flight and every running view task is asleep on
  /// the virtual clock: then it returns at once. Otherwise it waits for a signal from whatever
  /// may have made it idle (a task falling asleep on the clock, an effect or a view task
  /// ending) and checks again; yielding in a loop instead wakes a thread per yield on Linux.
  /// Work that does not fall asleep on the clock (a live request, a wait in real time) is
  /// given up on once the main queue has run for ``idleWaitLimit`` without a signal, and only
  /// once: later calls do not wait for it again until it has fallen asleep or ended.
  func yieldToEffects() async {
    var awake: Int { pendingWorkCount - clock.sleeperCount }
    workNotOnClock = min(workNotOnClock, max(0, awake))
    guard awake > workNotOnClock else { return }
    await withTaskExecutorPreference(workExecutor) {
      while awake > workNotOnClock {
        guard await workSignal.wait(patience: idleWaitLimit) else {
          workNotOnClock = awake
          return
        }
      }
    }
  }

  /// How much work ``yieldToEffects()`` found awake when it last stopped waiting: work that
  /// waits on something other than the clock.
  private var workNotOnClock = 0

  /// How long ``yieldToEffects()`` waits in real time for work that is not asleep on the
  /// clock: long enough for preview work, which only waits on the clock, to get there on a
  /// busy machine; short for live work, whose requests `settle` waits for.
  private var idleWaitLimit: Duration { mode == .live ? .milliseconds(20) : .seconds(1) }

  /// Runs one command.
  func execute(_ command: ScriptCommand) async throws(SessionFailure) {
    history.append(shareable(command))
    switch command {
    case .tap(let label):
      try drive { host throws(ViewHostError) in try host.tap(label) }
    case .typeText(let label, let text):
      try drive { host throws(ViewHostError) in try host.type(label, text) }
    case .toggle(let label, let value):
      try toggle(label, to: value)
    case .select(let label, let option):
      try drive { host throws(ViewHostError) in try host.select(label, option) }
    case .dismiss(let label):
      try dismiss(label)
    case .send(let path):
      store.send(try ActionDecoding.action(R.Action.self, from: path))
    case .advance(let duration):
      await advance(to: clock.now.advanced(by: duration))
    case .settle(let timeout):
      try await settle(within: timeout ?? .seconds(10))
    case .expect(let path, let comparison, let value):
      try Expectation.check(path, comparison, value, in: state)
    case .expectScreen(let match, let text):
      try checkScreen(match, text)
    case .screen:
      console.print(indented(screen))
    case .state(let path):
      let value = try path.map { path throws(SessionFailure) in
        try StateReader.value(at: path, in: state)
      }
      console.print(indented(customDump(value ?? state)))
    case .explain(let format):
      console.print(try explanation(as: format))
    case .trace(let path):
      let action = try ActionDecoding.action(R.Action.self, from: path)
      guard let tracer else {
        throw .usage("this session does not trace; run 'trace' from a script or the prompt")
      }
      tracer.trace(action) { store.send(action) }
    case .help:
      console.print(HelpText.commands)
    case .history:
      console.print(historyText)
    case .save(let file):
      try TextFiles.write(savedScript, to: file)
      console.print("  saved \(savedCommands.count) commands to \(file)")
    case .quit:
      hasQuit = true
    }
    tracer?.end()
    await yieldToEffects()
    printTrace()
  }

  /// The app's reducer tree, marked for the current state, as `explain` prints it.
  func explanation(as format: ExplainFormat) throws(SessionFailure) -> String {
    try core.explain(reducer: definition.reducer).rendered(as: format)
  }

  /// Prints what the tracer wrote down since the last time, indented under the command.
  private func printTrace() {
    guard let lines = tracer?.takeEvents().flatMap(\.lines), !lines.isEmpty else { return }
    console.print(lines.map { "  " + $0 }.joined(separator: "\n"))
  }

  /// Starts writing the session to `path` as it runs, beginning with what already happened.
  private func startRecording(to path: String) throws(SessionFailure) {
    let writer = try RecordingWriter(
      path: path,
      header: RecordingHeader(appVersion: definition.version, initialState: initialState))
    for entry in journal.entries { try writer.append(entry) }
    recordingWriter = writer
    journal.onEntry = { [weak self] entry in
      do throws(SessionFailure) {
        try writer.append(entry)
      } catch {
        self?.recordingProblem = self?.recordingProblem ?? error
      }
    }
  }

  /// Writes the end of the recording started with ``startRecording(to:)``.
  func finishRecording() throws(SessionFailure) {
    guard let writer = recordingWriter else { return }
    if let recordingProblem { throw recordingProblem }
    let recording = try recording()
    try writer.finish(actionCount: recording.actionCount, finalState: recording.finalState)
  }

  /// The session as a recording.
  func recording() throws(SessionFailure) -> Recording {
    if let problem = journal.encodingProblem { throw .recording(problem) }
    let finalState: JSONValue
    do {
      finalState = try JSONCoding.tree(of: state)
    } catch {
      throw .recording("cannot record the final state: \(error)")
    }
    return Recording(
      header: RecordingHeader(appVersion: definition.version, initialState: initialState),
      entries: journal.entries,
      finalState: finalState)
  }

  // MARK: - Driving the view

  private func drive(
    _ operation: (ViewHost) throws(ViewHostError) -> Void
  ) throws(SessionFailure) {
    guard let host else { return }
    do {
      try operation(host)
    } catch {
      guard error.reason == .notFound, let suggestion = error.label.closestMatch(in: error.labels)
      else { throw .screen(error.description) }
      throw .screen(error.description + " Did you mean \"\(suggestion)\"?")
    }
  }

  private func toggle(_ label: String, to value: Bool?) throws(SessionFailure) {
    try drive { host throws(ViewHostError) in
      if let value, try host.node(label).value == (value ? "on" : "off") {
        console.print("  (\"\(label)\" is already \(value ? "on" : "off"))")
        return
      }
      try host.toggle(label)
    }
  }

  private func dismiss(_ label: String?) throws(SessionFailure) {
    if let label, let host {
      let presented = Self.presentations(in: host.tree)
      guard let top = presented.last, top.label == label else {
        let names = presented.map { "\($0.kind.name) \(customDump($0.label))" }
        throw .screen(
          "The topmost presentation is not labelled \(customDump(label)). Presented: "
            + (names.isEmpty ? "nothing" : names.joined(separator: ", ")) + ".")
      }
    }
    try drive { host throws(ViewHostError) in try host.dismiss() }
  }

  /// The sheets, alerts and dialogs of a tree, bottom first.
  private static func presentations(in node: ViewNode) -> [ViewNode] {
    (node.kind.isPresentation ? [node] : []) + node.children.flatMap(presentations(in:))
  }

  private func checkScreen(_ match: ScreenMatch, _ text: String) throws(SessionFailure) {
    let contains = screen.contains(text)
    switch (match, contains) {
    case (.contains, false):
      throw .expectationFailed(
        "expectation failed: the screen does not contain \(customDump(text))\n"
          + indented(screen))
    case (.lacks, true):
      throw .expectationFailed(
        "expectation failed: the screen contains \(customDump(text))\n" + indented(screen))
    default:
      return
    }
  }

  // MARK: - Virtual time

  /// Moves the clock to `deadline` one wake-up at a time, recording each step before the work
  /// it wakes, so that a recording lists the actions after the advance that caused them.
  private func advance(to deadline: TestClock.Instant) async {
    while let next = clock.nextDeadline, next <= deadline {
      journal.advanced(by: clock.now.duration(to: next))
      while clock.wakeNext(notAfter: next) { await yieldToEffects() }
    }
    journal.advanced(by: clock.now.duration(to: deadline))
    clock.wakeNext(notAfter: deadline)
    await yieldToEffects()
  }

  /// How far past its last command a session runs the virtual clock, so that debounced work
  /// still waiting (a settings save waits 500 ms) finishes instead of being dropped at exit.
  static var endOfSessionHorizon: Duration { .seconds(1) }

  /// Runs the clock through the waits due within ``endOfSessionHorizon`` and prints how much
  /// virtual time that took, if any; called once when a script, or the prompt, ends.
  func finishPendingWork() async {
    let start = clock.now
    await yieldToEffects()
    await advance(through: start.advanced(by: Self.endOfSessionHorizon))
    printTrace()
    let ran = start.duration(to: clock.now)
    guard ran > .zero else { return }
    console.print(
      "# Ending: ran \(Self.literal(ran)) of virtual time so that pending work, such as a "
        + "settings save, finishes.")
  }

  /// Advances from one wake-up to the next while they are due by `limit`, and no further.
  private func advance(through limit: TestClock.Instant) async {
    while let next = clock.nextDeadline, next <= limit {
      await advance(to: next)
    }
  }

  /// Advances the clock from one wake-up to the next until no effect is in flight and no view's
  /// `.task` is running (the search view's debounce is one), for at most `timeout` of virtual
  /// time.
  private func settle(within timeout: Duration) async throws(SessionFailure) {
    let limit = clock.now.advanced(by: timeout)
    // Effects that wait on something other than the clock (a live request) get real time.
    let realBudget: Duration = mode == .live ? .seconds(30) : .seconds(1)
    var realWaited: Duration = .zero
    await yieldToEffects()
    while pendingWorkCount > 0 {
      if let next = clock.nextDeadline {
        guard next <= limit else { break }
        await advance(to: next)
      } else {
        guard realWaited < realBudget else { break }
        try? await Task.sleep(for: .milliseconds(10))
        realWaited += .milliseconds(10)
        await yieldToEffects()
      }
    }
    guard pendingWorkCount > 0 else { return }
    var report =
      "settle gave up: \(pendingWorkDescription) still running"
      + " after \(Self.literal(timeout)) of virtual time"
    if let next = clock.nextDeadline {
      report +=
        "; \(clock.sleeperCount) waiting on the clock, the next wake-up due in "
        + Self.literal(clock.now.duration(to: next))
    } else {
      report += "; none is waiting on the clock"
    }
    throw .unsettled(report)
  }

  /// The effects in flight and the views' running `.task` bodies.
  private var pendingWorkCount: Int {
    store.inFlightEffectCount + (host?.activeTaskCount ?? 0)
  }

  /// What is still running, counted: "1 effect is", "2 effects and 1 view task are".
  private var pendingWorkDescription: String {
    let parts = [
      (store.inFlightEffectCount, "effect"), (host?.activeTaskCount ?? 0, "view task"),
    ]
    .filter { $0.0 > 0 }
    .map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }
    let isOne = parts.count == 1 && parts[0].hasPrefix("1 ")
    return parts.joined(separator: " and ") + (isOne ? " is" : " are")
  }

  /// A duration as a script literal, such as `300ms`.
  static func literal(_ duration: Duration) -> String {
    String(ScriptCommand.advance(duration).description.dropFirst("advance ".count))
  }

  // MARK: - History

  /// The commands worth saving: everything but the prompt's own commands.
  private var savedCommands: [ScriptCommand] {
    history.filter { command in
      switch command {
      case .help, .history, .save, .quit: false
      default: true
      }
    }
  }

  private var savedScript: String {
    "# Saved from `app repl`; run it with `app run FILE`.\n"
      + savedCommands.map { "\($0)\n" }.joined()
  }

  private var historyText: String {
    history.enumerated().map { "  \($0.offset + 1)  \($0.element)" }.joined(separator: "\n")
  }

  private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}
