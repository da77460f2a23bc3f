import Runtime

// The run report of a replay: each user action and each move of the clock is a step, the
// actions effects sent belong to the step they were sent in, and no effect runs.

extension Replay {
  /// Replays the recording at `path` (already read as `recording`, with `firstOccurrences`)
  /// traced, and writes its run report to `reportPath`: the actions with their routes and
  /// state diffs, without screens or effects, which a replay does not run.
  func writeReport(
    of recording: Recording, repeating firstOccurrences: [Int], path: String,
    to reportPath: String
  ) throws(SessionFailure) {
    let clock = TestClock()
    let tracer = ReducerTracer(writesText: false)
    let dependencies = definition.dependencies(for: .preview, clock: clock)
    let tree = { (state: R.State) in
      withDependencies({ $0 = dependencies }) { definition.reducer().explain(in: state) }
    }
    let start = try startState(from: recording.header).state
    let recorder = RunReportRecorder(tree: tree(start), clock: clock, tellsScriptFromView: false)
    let events = SessionEvents<R.State, R.Action>(initialState: start, tracer: tracer)
    events.addReader(recorder.read)
    var state = start
    let endStep = {
      events.endStep(failure: nil, screen: { nil }, tree: { tree(state) })
    }
    events.beginStep(command: nil, line: nil, sendsAction: false, isCheck: false)
    let watcher = ReplayWatcher<R>(
      tracer: tracer, clock: clock,
      willReplay: { entry, line in
        let command: String
        switch entry {
        case .action(_, .user, _): command = "user action"
        case .advance(let duration): command = "advance \(Session<R>.literal(duration))"
        case .action, .end: return
        }
        endStep()
        events.beginStep(command: command, line: line, sendsAction: false, isCheck: false)
      },
      didReduce: { action, before, after, origin in
        events.reduced(action, before: before, after: after, origin: origin)
        state = after
      })
    _ = try replay(
      recording.entries, repeating: firstOccurrences, from: recording.header, watcher: watcher)
    endStep()
    let report = recorder.report(
      title: path, kind: "replay",
      app: RunReport.App(name: definition.name, version: definition.version),
      outcome: RunReport.Outcome(
        status: "passed",
        summary:
          "Replayed \(recording.actionCount) actions from \(path) without running effects."))
    try RunReportPage.write(report, to: reportPath)
  }
}
