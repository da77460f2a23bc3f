import Runtime

/// Replays a recording: decodes the recorded initial state and folds the app's reducer over
/// the recorded actions, user and effect alike, without running any effect.
@MainActor
package struct Replay<R: Reducer>
where
  R.State: Codable & Equatable & Sendable,
  R.Action: Codable & Equatable & Sendable
{
  let definition: AppDefinition<R>
  let console: Console

  /// Replays recordings of the app `definition` describes, writing to `console`.
  package init(definition: AppDefinition<R>, console: Console) {
    self.definition = definition
    self.console = console
  }

  /// Replays the recording at `path` and prints its final state, or the emitted test; with a
  /// `reportPath`, writes the replay's run report there too.
  package func run(
    path: String, emitTest: Bool, reportPath: String? = nil
  ) throws(SessionFailure) {
    let recording = try Recording(parsing: try TextFiles.read(path))
    if Self.isNewer(recording.header.appVersion, than: definition.version) {
      console.printError(
        "app: warning: \(path) was recorded by version "
          + "\(escapingControlCharacters(recording.header.appVersion)), newer than this app "
          + "(\(definition.version)); replaying it anyway")
    }
    let state = try finalState(of: recording)
    if let reportPath { try writeReport(of: recording, path: path, to: reportPath) }
    if emitTest {
      let start = try startState(of: recording)
      let source = definition.testSource
      let steps = try replay(
        recording, typing: (source.placeholderSecret, source.refusedSecret))
      console.print(
        try TestEmitter(source: definition.testSource, recordingPath: path).test(
          for: recording, start: start.state, isAppInitialState: start.isAppInitialState,
          steps: steps))
      return
    }
    let effects = recording.entries.count { entry in
      if case .action(_, .effect, _) = entry { true } else { false }
    }
    console.print(
      "Replayed \(recording.actionCount) actions (\(effects) sent by effects) from \(path) "
        + "without running effects.")
    console.print("Final state:")
    console.print(
      customDump(state).split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 }.joined(separator: "\n"))
    console.print("It matches the final state the recording ends with.")
  }

  /// Whether dotted version `version` is later than `current`, comparing numbers part by part
  /// (`1.10.0` is later than `1.9.2`); a part that is not a number counts as 0.
  static func isNewer(_ version: String, than current: String) -> Bool {
    func parts(_ text: String) -> [Int] {
      text.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
    }
    let (new, old) = (parts(version), parts(current))
    for index in 0..<max(new.count, old.count) {
      let (a, b) = (index < new.count ? new[index] : 0, index < old.count ? old[index] : 0)
      if a != b { return a > b }
    }
    return false
  }

  /// The state the recorded actions lead to; throws when it is not the one recorded.
  func finalState(of recording: Recording) throws(SessionFailure) -> R.State {
    let steps = try replay(recording)
    let replayed: R.State
    if let last = steps.last {
      replayed = last.state
    } else {
      replayed = try startState(of: recording).state
    }
    let recorded: R.State = try decode(recording.finalState, what: "the final state")
    let replayedJSON = try? JSONCoding.tree(of: replayed)
    guard replayedJSON == recording.finalState else {
      let difference =
        diffLines(customDump(recorded), customDump(replayed)) ?? "(no printable difference)"
      throw .recording(
        "replaying does not rebuild the recorded final state (- recorded, + replayed):\n"
          + difference)
    }
    return replayed
  }

  /// The state a recording starts from: the app's own initial state when the recording's
  /// matches it (their JSON masks the same secrets), the recorded one otherwise.
  func startState(
    of recording: Recording
  ) throws(SessionFailure)
    -> (state: R.State, isAppInitialState: Bool)
  {
    let initial = definition.initialState()
    if (try? JSONCoding.tree(of: initial)) == recording.header.initialState {
      return (initial, true)
    }
    return (try decode(recording.header.initialState, what: "the initial state"), false)
  }

  /// Each action of the recording with the state after it, reduced from ``startState(of:)``
  /// without running effects (the recording holds the actions effects sent).
  ///
  /// With `secrets`, a user action's masked secret is typed as `secrets.accepted` when the
  /// recording marks it as a preview secret, and as `secrets.refused` otherwise, as an emitted
  /// test types them.
  ///
  /// With a `watcher`, the reducer runs traced by its tracer, on its clock, and the watcher
  /// hears of each entry before it is replayed and of each action after it is reduced.
  func replay(
    _ recording: Recording, typing secrets: (accepted: String, refused: String)? = nil,
    watcher: ReplayWatcher<R>? = nil
  )
    throws(SessionFailure) -> [(action: R.Action, state: R.State)]
  {
    // The clock moves as recorded, so a reducer that reads the time or date sees what it saw.
    let clock = watcher?.clock ?? TestClock()
    let dependencies = definition.dependencies(for: .preview, clock: clock)
    let core = StoreCore(
      initialState: try startState(of: recording).state, dependencies: dependencies
    ) {
      let reducer = definition.reducer()
      let reduce =
        watcher.map { reducer._makeTracedReduce($0.tracer) }
        ?? { state, action in reducer.reduce(into: &state, action: action) }
      return Reduce<R.State, R.Action> { state, action in
        _ = reduce(&state, action)
        return .none
      }
    }
    var steps: [(action: R.Action, state: R.State)] = []
    for (offset, entry) in recording.entries.enumerated() {
      watcher?.willReplay(entry, offset + 2)
      if case .advance(let duration) = entry {
        // No effect runs, so nobody sleeps on the clock: this only moves its time.
        clock.wakeNext(notAfter: clock.now.advanced(by: duration))
      }
      guard case .action(let json, let origin, let previewSecret) = entry else { continue }
      var typed = json
      if let secrets, case .action(_, .user, _) = entry {
        typed = json.replacingStrings(
          Redacted<String>.placeholder, with: previewSecret ? secrets.accepted : secrets.refused)
      }
      let action: R.Action = try decode(typed, what: "the action on line \(offset + 2)")
      let before = core.state
      watcher?.tracer.begin(action)
      _ = core.send(action)
      watcher?.didReduce(action, before, core.state, origin)
      steps.append((action, core.state))
    }
    return steps
  }

  private func decode<Value: Decodable>(
    _ json: JSONValue, what: String
  ) throws(SessionFailure) -> Value {
    do {
      return try JSONCoding.decode(Value.self, from: json.text)
    } catch {
      let reason = (error as? DecodingError)?.brief ?? "\(error)"
      throw .recording(
        "\(what) does not decode as \(ActionDecoding.typeName(Value.self)): \(reason)")
    }
  }
}
