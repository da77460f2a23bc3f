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

  /// The most a recording may hold, 64 MiB, as standard input is capped for scripts: a
  /// recording of a long session is a few MiB.
  package static var maximumRecordingBytes: Int { 64 << 20 }

  /// Replays recordings of the app `definition` describes, writing to `console`.
  package init(definition: AppDefinition<R>, console: Console) {
    self.definition = definition
    self.console = console
  }

  /// Replays the recording at `path` and prints its final state, or the emitted test; with a
  /// `reportPath`, writes the replay's run report there too.
  ///
  /// A recording a crash cut short (its last line cut, or no end line) replays its complete
  /// entries, with a warning, and prints the state they lead to; a test is not emitted from
  /// it, as the actions its effects were about to send are missing.
  package func run(
    path: String, emitTest: Bool, reportPath: String? = nil
  ) throws(SessionFailure) {
    let text = try TextFiles.read(path, maximumBytes: Self.maximumRecordingBytes, what: "recording")
    let recording: Recording
    let firstOccurrences: [Int]
    do {
      (recording, firstOccurrences) = try Recording.parsingRepeats(text)
    } catch {
      guard let part = try? Recording.completePart(of: text) else { throw error }
      guard !emitTest else {
        throw .recording(
          "\(error); a test is emitted only from a whole recording "
            + "('app replay \(path)' replays its complete entries)")
      }
      console.printError(
        "app: warning: \(path) was cut short (\(part.missing)), as a crash leaves a "
          + "recording; replaying its complete entries")
      let state = try replay(
        part.entries, repeating: part.firstOccurrences, from: part.header)
      printReplayed(part.entries, from: path, state: state)
      console.print("The recording has no end line, so there is no final state to compare with.")
      return
    }
    if Self.isNewer(recording.header.appVersion, than: definition.version) {
      console.printError(
        "app: warning: \(path) was recorded by version "
          + "\(escapingControlCharacters(recording.header.appVersion)), newer than this app "
          + "(\(definition.version)); replaying it anyway")
    }
    let state = try finalState(of: recording, repeating: firstOccurrences)
    if let reportPath {
      try writeReport(of: recording, repeating: firstOccurrences, path: path, to: reportPath)
    }
    if emitTest {
      console.print(
        try emittedTest(
          for: recording, repeating: firstOccurrences,
          origin: .recording(path: path, version: recording.header.appVersion)))
      return
    }
    printReplayed(recording.entries, from: path, state: state)
    console.print("It matches the final state the recording ends with.")
  }

  /// Prints how many of `entries` were replayed from `path`, and the state they led to.
  private func printReplayed(_ entries: [RecordingEntry], from path: String, state: R.State) {
    let actions = entries.count { if case .action = $0 { true } else { false } }
    let effects = entries.count { entry in
      if case .action(_, .effect, _) = entry { true } else { false }
    }
    console.print(
      "Replayed \(actions) actions (\(effects) sent by effects) from \(path) "
        + "without running effects.")
    console.print("Final state:")
    console.print(
      customDump(state).split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 }.joined(separator: "\n"))
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
  /// `firstOccurrences` are those ``Recording/parsingRepeats(_:)`` gives.
  func finalState(
    of recording: Recording, repeating firstOccurrences: [Int]
  ) throws(SessionFailure) -> R.State {
    let replayed = try replay(
      recording.entries, repeating: firstOccurrences, from: recording.header)
    let recorded: R.State = try recording.finalState.replayed(as: "the final state")
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

  /// The state a recording with `header` starts from: the app's own initial state when the
  /// recording's matches it (their JSON masks the same secrets), the recorded one otherwise.
  func startState(
    from header: RecordingHeader
  ) throws(SessionFailure)
    -> (state: R.State, isAppInitialState: Bool)
  {
    let initial = definition.initialState(
      with: definition.dependencies(for: .preview, clock: TestClock()))
    if (try? JSONCoding.tree(of: initial)) == header.initialState {
      return (initial, true)
    }
    return (try header.initialState.replayed(as: "the initial state"), false)
  }

  /// The state a recording's `entries` lead to, reduced from ``startState(from:)`` of its
  /// `header` without running effects (the recording holds the actions effects sent).
  /// `eachStep`, when given, hears of each action with the state after it.
  ///
  /// The actions are decoded on a thread of their own while the reducer runs (see
  /// ``ActionsDecodedAhead``); an action recorded again on the same line is decoded once, by
  /// `firstOccurrences` (those ``Recording/parsingRepeats(_:)`` gives; with none, each is
  /// decoded on its own).
  ///
  /// With `secrets`, a user action's masked secret is typed as `secrets.accepted` when the
  /// recording marks it as a preview secret, and as `secrets.refused` otherwise, as an emitted
  /// test types them.
  ///
  /// With a `watcher`, the reducer runs traced by its tracer, on its clock, and the watcher
  /// hears of each entry before it is replayed and of each action after it is reduced.
  ///
  /// The replay starts from `start` when given (the start state of `header`).
  func replay(
    _ entries: [RecordingEntry], repeating firstOccurrences: [Int] = [],
    from header: RecordingHeader, startingAt start: R.State? = nil,
    typing secrets: (accepted: String, refused: String)? = nil,
    watcher: ReplayWatcher<R>? = nil,
    eachStep: ((_ action: R.Action, _ state: R.State) -> Void)? = nil
  ) throws(SessionFailure) -> R.State {
    // The clock moves as recorded, so a reducer that reads the time or date sees what it saw.
    let clock = watcher?.clock ?? TestClock()
    let dependencies = definition.dependencies(for: .preview, clock: clock)
    let initialState: R.State
    if let start { initialState = start } else { initialState = try startState(from: header).state }
    let core = StoreCore(initialState: initialState, dependencies: dependencies) {
      let reducer = definition.reducer()
      let reduce = reducer.makeReduce(tracedBy: watcher?.tracer)
      return Reduce<R.State, R.Action> { state, action in
        _ = reduce(&state, action)
        return .none
      }
    }
    let actions = ActionsDecodedAhead<R.Action>(
      entries: entries, firstOccurrences: firstOccurrences
    ) { offset, json throws(SessionFailure) in
      var typed = json
      if let secrets, case .action(_, .user, let previewSecret) = entries[offset] {
        typed = json.replacingStrings(
          Redacted<String>.placeholder, with: previewSecret ? secrets.accepted : secrets.refused)
      }
      return try typed.replayed(as: "the action on line \(offset + 2)")
    }
    defer { actions.cancel() }
    for (offset, entry) in entries.enumerated() {
      watcher?.willReplay(entry, offset + 2)
      if case .advance(let duration) = entry {
        // No effect runs, so nobody sleeps on the clock: this only moves its time.
        clock.wakeNext(notAfter: clock.now.advanced(by: duration))
      }
      guard case .action(_, let origin, _) = entry else { continue }
      let action = try actions.next()
      if let watcher {
        let before = core.state
        watcher.tracer.begin(action)
        _ = core.send(action)
        watcher.didReduce(action, before, core.state, origin)
      } else {
        _ = core.send(action)
      }
      eachStep?(action, core.state)
    }
    return core.state
  }
}

extension JSONValue {
  /// The value of type `Value` this part of a recording holds; the failure names it as `what`
  /// and says why it does not decode.
  fileprivate func replayed<Value: Decodable>(as what: String) throws(SessionFailure) -> Value {
    do {
      return try decoded(as: Value.self)
    } catch {
      let reason = (error as? DecodingError)?.brief ?? "\(error)"
      throw .recording(
        "\(what) does not decode as \(ActionDecoding.typeName(Value.self)): \(reason)")
    }
  }
}
