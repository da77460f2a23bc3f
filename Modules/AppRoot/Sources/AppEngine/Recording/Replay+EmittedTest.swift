import Runtime

extension Replay {
  /// The Swift Testing test that takes the steps of `recording` (see ``TestEmitter``), headed
  /// as coming from `origin`.
  func emittedTest(
    for recording: Recording, origin: EmittedTestOrigin
  ) throws(SessionFailure) -> String {
    let start = try startState(from: recording.header)
    let startShared = SharedValues(heldBy: start.state)
    let source = definition.testSource
    var steps: [(R.Action, R.State, SharedValues)] = []
    _ = try replay(
      recording.entries, from: recording.header, startingAt: start.state,
      typing: (source.placeholderSecret, source.refusedSecret),
      eachStep: { action, state in steps.append((action, state, SharedValues(heldBy: state))) })
    return try TestEmitter(source: source, origin: origin).test(
      for: recording, start: start.state, startShared: startShared,
      isAppInitialState: start.isAppInitialState, steps: steps)
  }
}
