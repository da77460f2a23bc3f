import Runtime

extension Replay {
  /// The Swift Testing test that takes the steps of `recording` (see ``TestEmitter``), headed
  /// as coming from `origin`; `firstOccurrences` says which entries repeat an earlier line
  /// (``Recording/parsingRepeats(_:)``), whose actions are decoded once.
  func emittedTest(
    for recording: Recording, repeating firstOccurrences: [Int] = [],
    origin: EmittedTestOrigin
  ) throws(SessionFailure) -> String {
    let start = try startState(from: recording.header)
    let startShared = SharedValues(heldBy: start.state)
    let source = definition.testSource
    var steps: [(R.Action, R.State, SharedValues)] = []
    _ = try replay(
      recording.entries, repeating: firstOccurrences, from: recording.header,
      startingAt: start.state,
      typing: (source.placeholderSecret, source.refusedSecret),
      eachStep: { action, state in steps.append((action, state, SharedValues(heldBy: state))) })
    return try TestEmitter(source: source, origin: origin).test(
      for: recording, start: start.state, startShared: startShared,
      isAppInitialState: start.isAppInitialState, steps: steps)
  }
}
