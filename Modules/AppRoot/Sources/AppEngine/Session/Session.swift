import AppScript
import Foundation
import HeadlessUI
import Runtime

/// One run of the app: a store on a virtual clock, its root view hosted headlessly, and the
/// commands of a script or of the prompt applied to them one at a time.
///
/// What happens is one stream of events (``SessionEvents``) with the readers the session's
/// options name: the transcript writes every action the store reduces to the console in the
/// `_printChanges` format, and the recording, the printed traces, the run report and the
/// JUnit report keep what they need.
@MainActor
package final class Session<R: Reducer>
where
  R.State: Codable & Equatable & Sendable,
  R.Action: Codable & Equatable & Sendable
{
  /// The virtual clock every effect and view task sleeps on.
  package let clock: TestClock<Duration>
  package let definition: AppDefinition<R>
  package let mode: DependencyMode
  let console: Console
  /// Everything that happens in the session, handed to its readers.
  let events: SessionEvents<R.State, R.Action>
  /// The recording's entries, when the session is recorded or keeps its recording.
  let recordingEntries: RecordingEntries<R.Action>?
  /// Wakes ``yieldToEffects()`` when the work it waits for may have settled.
  let workSignal: WorkSignal
  /// Where the nonisolated code of effects, view tasks and the session's waits runs.
  let workExecutor: (any TaskExecutor)?
  let core: StoreCore<R.State, R.Action>
  let store: Store<R.State, R.Action>
  let initialState: JSONValue
  package private(set) var host: ViewHost?
  /// The commands run so far, for `history` and `save`.
  private(set) var history: [ScriptCommand] = []
  /// Whether `quit` was run.
  package private(set) var hasQuit = false
  var recordingWriter: RecordingWriter?
  var recordingProblem: SessionFailure?
  /// The store's tracer, when the session traces: `--trace`, a script with `trace` in it, the
  /// prompt, or a session that keeps a run report.
  let tracer: ReducerTracer?
  /// Whether every action the driver sends begins a trace: with `--trace`, and for a run report,
  /// which draws each action's route.
  let tracesEverySend: Bool
  /// The traces the session prints, when it prints any.
  let tracePrinter: TracePrinter?
  /// What the run report shows, when the session keeps one (`--report`, the prompt, a script
  /// with `report` in it).
  let report: RunReportRecorder?
  /// The script's checks as a JUnit report, when the session writes one (`--junit`).
  package let junitReport: JUnitReport?
  /// What the session runs, as its run report is titled: a script's file name, or `<repl>`.
  let source: String
  /// Where the runtime's warnings go when the session checks invariants: they fail the command
  /// during which they were reported.
  let issues: IssueCollector?
  /// The cases of the actions that taps, toggles, dismissals, gestures and steppers sent which
  /// changed something, by ``ActionCase/path(of:)``, when the session checks invariants.
  var handledActionCases: Set<String> = []
  /// The action that started each effect, and when, when the session checks invariants.
  let effectStarts: EffectStarts<R.Action>?
  /// The actions the driver sent during the command running, when the session checks
  /// invariants.
  let userActionsOfStep: UserActionsOfStep<R.Action>?

  /// Builds the store and hosts the root view, with the clients of `options.mode`; actions the
  /// view sends when it appears are reduced (and printed, unless `options.isQuiet`) before this
  /// returns. With `options.recordPath`, the session is recorded there from the start.
  package init(
    definition: AppDefinition<R>, options: SessionOptions, console: Console
  ) throws(SessionFailure) {
    let mode = options.mode
    let printsTraces = options.isTraceable || options.tracesEverySend
    // A report only places the tracer's events; the texts are for traces the session prints.
    let tracer =
      printsTraces || options.recordsReport ? ReducerTracer(writesText: printsTraces) : nil
    // Preview effects and view tasks only wait on the virtual clock: kept on the main queue
    // with the session, a wake-up costs no thread switch. Live work keeps the global executor
    // for its requests. What the session prints never changes where its work runs.
    let workExecutor: (any TaskExecutor)? = mode == .preview ? MainQueueTaskExecutor.shared : nil
    let workSignal = WorkSignal()
    let work = WorkObserver(executor: workExecutor, workMayBeIdle: { workSignal.signal() })
    self.workSignal = workSignal
    self.workExecutor = workExecutor
    self.clock = TestClock(work: work)
    self.definition = definition
    self.mode = mode
    self.console = console
    let dependencies = definition.dependencies(for: mode, clock: clock)
    let state = definition.initialState(with: dependencies)
    do {
      initialState = try JSONCoding.tree(of: state)
    } catch {
      throw .recording("cannot record the initial state: \(error)")
    }
    let events = SessionEvents<R.State, R.Action>(initialState: state, tracer: tracer)
    if !options.isQuiet {
      events.addReader(
        TranscriptWriter(write: { console.print($0) }, isCompact: options.isCompact).read)
    }
    let recordingEntries =
      options.recordPath != nil || options.keepsRecording
      ? RecordingEntries<R.Action>(
        previewSecrets: mode == .preview ? definition.testSource.previewSecrets : [])
      : nil
    if let recordingEntries { events.addReader(recordingEntries.read) }
    let tracePrinter = printsTraces ? TracePrinter(printsEveryTrace: options.tracesEverySend) : nil
    if let tracePrinter { events.addReader(tracePrinter.read) }
    let userActionsOfStep = options.checksInvariants ? UserActionsOfStep<R.Action>() : nil
    if let userActionsOfStep { events.addReader(userActionsOfStep.read) }
    let effectStarts = options.checksInvariants ? EffectStarts<R.Action>(clock: clock) : nil
    if let effectStarts { events.addReader(effectStarts.read) }
    let tracesEverySend = options.tracesEverySend || options.recordsReport
    let core = StoreCore(
      initialState: state, dependencies: dependencies,
      observer: StoreObserver(
        willSend: { action in
          events.markUser(action)
          if tracesEverySend { tracer?.begin(action) }
        },
        didReduce: events.reduced,
        tracer: tracer,
        work: work,
        effectTag: effectStarts.map { effectStarts in effectStarts.tagOfEffectStartingNow }),
      reducer: definition.reducer)
    self.effectStarts = effectStarts
    self.userActionsOfStep = userActionsOfStep
    self.events = events
    self.recordingEntries = recordingEntries
    self.core = core
    self.tracer = tracer
    self.tracesEverySend = tracesEverySend
    self.tracePrinter = tracePrinter
    self.source = options.source
    if options.recordsReport {
      let report = RunReportRecorder(
        tree: core.explain(reducer: definition.reducer), clock: clock, tellsScriptFromView: true)
      events.addReader(report.read)
      self.report = report
    } else {
      report = nil
    }
    let junitReport = options.junitPath.map { _ in
      JUnitReport(script: options.source, runReportPath: options.reportPath)
    }
    if let junitReport { events.addReader(junitReport.read) }
    self.junitReport = junitReport
    self.store = Store(core: core)
    let issues = options.checksInvariants ? IssueCollector() : nil
    self.issues = issues
    events.beginStep(command: nil, line: nil, sendsAction: false, isCheck: false)
    let root = definition.view(store)
    let makeHost = { ViewHost(root, work: work) { $0 = dependencies } }
    // The views' tasks and the effects their appearance starts report to the collector too.
    host = issues.map { $0.collecting(makeHost) } ?? makeHost()
    printTrace()
    endStep()
    if let path = options.recordPath { try startRecording(to: path) }
  }

  /// The current state.
  package var state: R.State { core.state }

  /// The rendered screen.
  package var screen: String { host?.screen ?? "" }

  /// How many actions were reduced, from the driver and from effects.
  package var actionCounts: (user: Int, effect: Int) {
    (events.counts[.user, default: 0], events.counts[.effect, default: 0])
  }

  /// How much work ``yieldToEffects()`` found awake when it last stopped waiting: work that
  /// waits on something other than the clock.
  var workNotOnClock = 0

  /// Runs one command, the one at `line` of its script or of the prompt's input.
  package func execute(_ command: ScriptCommand, line: Int? = nil) async throws(SessionFailure) {
    let shown = shareable(command)
    history.append(shown)
    warnOfTypedMask(in: command)
    // `report` is not a step of the report it writes, which holds the steps before it.
    if case .report = command { return try await perform(command) }
    events.beginStep(
      command: shown.description, line: line, sendsAction: command.sendsAction,
      isCheck: command.isCheck)
    do {
      try await performChecked(command)
    } catch {
      endStep(failure: error)
      throw error
    }
    endStep()
  }

  /// Ends the running step, which `failure` stopped (`nil`: it ran to its end); the readers that
  /// ask see the screen and the reducer tree as they are now.
  func endStep(failure: SessionFailure? = nil) {
    events.endStep(failure: failure, screen: { self.host?.screen }, tree: { self.reducerTree })
  }

  /// Runs one command's work.
  func perform(_ command: ScriptCommand) async throws(SessionFailure) {
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
    case .longPress(let label):
      try drive { host throws(ViewHostError) in try host.longPress(label) }
    case .drag(let label, let start, let end):
      try drive { host throws(ViewHostError) in
        try host.drag(
          label, from: CGPoint(x: start.x, y: start.y), to: CGPoint(x: end.x, y: end.y))
      }
    case .increment(let label):
      try drive { host throws(ViewHostError) in try host.increment(label) }
    case .decrement(let label):
      try drive { host throws(ViewHostError) in try host.decrement(label) }
    case .delete(let row):
      try driveRow(row, .delete) { host throws(ViewHostError) in try host.delete(row) }
    case .move(let row, let position):
      try driveRow(row, .move) { host throws(ViewHostError) in try host.move(row, to: position) }
    case .selectRow(let row):
      try driveRow(row, .select) { host throws(ViewHostError) in try host.selectRow(row) }
    case .send(let path):
      store.send(try ActionDecoding.action(R.Action.self, from: path, secrets: secretNames))
    case .advance(let duration):
      try await advance(by: duration)
    case .settle(let timeout):
      try await settle(within: timeout ?? .seconds(10))
    case .expect(let path, let comparison, let value):
      try Expectation.check(path, comparison, value, in: state)
    case .expectScreen(let match, let text):
      try checkScreen(match, text)
    case .screen:
      show(indented(screen))
    case .state(let path):
      let value = try path.map { path throws(SessionFailure) in
        try StateReader.value(at: path, in: state)
      }
      show(indented(customDump(value ?? state)))
    case .explain(let format):
      show(try explanation(as: format))
    case .trace(let path):
      let action = try ActionDecoding.action(R.Action.self, from: path, secrets: secretNames)
      guard let tracer, let tracePrinter else {
        throw .usage("this session does not trace; run 'trace' from a script or the prompt")
      }
      tracePrinter.requestTrace()
      // A session that traces every send begins this one's trace as it sends it.
      if tracesEverySend {
        store.send(action)
      } else {
        tracer.trace(action) { store.send(action) }
      }
    case .help:
      show(ScriptCommand.reference)
    case .history:
      show(historyText)
    case .save(let file, let replacing):
      try save(to: file, replacing: replacing)
    case .report(let file, let replacing):
      try writeReport(to: file, replacing: replacing)
      console.print("  wrote the run report to \(file)")
    case .quit:
      hasQuit = true
    }
    tracer?.end()
    await yieldToEffects()
    printTrace()
  }

  /// The app's reducer tree, marked for the current state.
  package var reducerTree: ReducerNode {
    core.explain(reducer: definition.reducer)
  }

  /// The app's reducer tree, marked for the current state, with the shared values the state
  /// holds and their holders, as `explain` prints it.
  package func explanation(as format: ExplainFormat) throws(SessionFailure) -> String {
    try reducerTree.rendered(
      as: format, sharedValues: SharedValueHolders.all(in: state))
  }

  /// Prints the traces the session prints, as far as they got since the last time, indented
  /// under the command.
  func printTrace() {
    guard let tracePrinter else { return }
    events.flushTrace()
    let lines = tracePrinter.takeLines()
    guard !lines.isEmpty else { return }
    console.print(lines.map { "  " + $0 }.joined(separator: "\n"))
  }

  /// Prints what a command shows, and reports it as the step's output.
  func show(_ text: String) {
    console.print(text)
    events.shown(text)
  }

  func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}
