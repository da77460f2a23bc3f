import Runtime

/// Watches every action the store reduces: writes its `_printChanges` report to the
/// transcript (unless the run is quiet), tells user actions from effect actions, and keeps the
/// recording's entries.
///
/// The session's store observer marks what the driver sends with ``markUser(_:)`` and calls
/// ``reduced(_:oldState:newState:)`` for every action, so an action that was not marked is one an
/// effect sent.
final class ActionJournal<State: Encodable & Equatable, Action: Encodable & Equatable> {
  /// Where the change reports go; `nil` skips computing them.
  private let write: ((String) -> Void)?
  private var pendingUser: [Action] = []
  /// The last state the transcript dumped, with its dump's lines: the state after the last
  /// action, or the initial state. The dump keeps the shared values inside as they were then,
  /// which the state itself, holding references to them, does not.
  private var lastDump: (state: State, lines: [Substring])
  /// How many shared changes the process had made when ``lastDump`` was taken.
  private var sharedWritesAtLastDump = SharedWrites.total
  /// The renderings of the last dump, so that the next renders only the fields that changed.
  private let dumps: DumpMemo
  /// The recording entries so far; empty unless the session is recorded.
  private(set) var entries: [RecordingEntry] = []
  /// The first action that could not be encoded for the recording, if any.
  private(set) var encodingProblem: String?
  /// How many actions were reduced, by origin.
  private(set) var counts: [ActionOrigin: Int] = [:]
  /// The actions the driver sent that were reduced since this was last set to `[]`; `nil`
  /// keeps none.
  var userActionsOfStep: [Action]?
  /// Called with each action reduced, whoever sent it.
  var onReduced: ((Action) -> Void)?
  /// Called with each entry as it is recorded (waits one at a time, before they are merged).
  var onEntry: ((RecordingEntry) -> Void)?
  /// The run report the session keeps, told about each action and each move of the clock.
  var report: RunReportRecorder?

  /// Whether actions are encoded into ``entries``; a session that is not recorded skips it.
  private let keepsEntries: Bool
  /// The secrets the session's dependencies publish: a user action that carries only these is
  /// recorded with `previewSecret`.
  private let previewSecrets: Set<String>

  /// Whether each change report is one line (``CompactChangeReport``) instead of a diff.
  private let isCompact: Bool

  init(
    initialState: State, write: ((String) -> Void)?, isCompact: Bool = false,
    keepsEntries: Bool, previewSecrets: Set<String> = []
  ) {
    let dumps = DumpMemo()
    self.dumps = dumps
    self.lastDump = (initialState, dumps.dump(initialState).lines)
    self.write = write
    self.isCompact = isCompact
    self.keepsEntries = keepsEntries
    self.previewSecrets = previewSecrets
  }

  /// Notes that the driver is sending `action`.
  func markUser(_ action: Action) {
    pendingUser.append(action)
  }

  /// Reports a reduced action.
  func reduced(_ action: Action, oldState: State, newState: State) {
    let origin: ActionOrigin
    if let index = pendingUser.firstIndex(of: action) {
      pendingUser.remove(at: index)
      origin = .user
      userActionsOfStep?.append(action)
    } else {
      origin = .effect
    }
    counts[origin, default: 0] += 1
    onReduced?(action)
    if write != nil || report != nil {
      // The state after one action is the state before the next: its dump is kept.
      let oldLines =
        lastDump.state == oldState ? lastDump.lines : customDump(oldState).lines
      // Equal states may differ in a shared value they both hold: only a shared change since
      // the last dump makes a new dump needed, and then of every field, as any may hold one.
      let sharedWrites = SharedWrites.total
      if sharedWrites != sharedWritesAtLastDump { dumps.forget() }
      let newLines =
        newState == oldState && sharedWrites == sharedWritesAtLastDump
        ? oldLines : dumps.dump(newState).lines
      (lastDump, sharedWritesAtLastDump) = ((newState, newLines), sharedWrites)
      let actionDump = customDump(action)
      // A secret prints masked, so a change to it alone leaves the dumps equal.
      let diff =
        diffLines(oldLines, newLines) ?? (newState == oldState ? nil : maskedChangeNote)
      write?(
        isCompact
          ? CompactChangeReport.line(actionDump: actionDump, stateDiff: diff)
          : _ReducerPrinter<State, Action>.changeReport(actionDump: actionDump, stateDiff: diff))
      report?.reduced(actionDump, diff: diff, origin: origin)
    }
    guard keepsEntries else { return }
    do {
      let secrets = origin == .user ? Self.secrets(in: action) : []
      let entry = RecordingEntry.action(
        try JSONCoding.tree(of: action), origin: origin,
        previewSecret: !secrets.isEmpty && secrets.allSatisfy(previewSecrets.contains))
      entries.append(entry)
      onEntry?(entry)
    } catch {
      encodingProblem = encodingProblem ?? "cannot record \(customDump(action)): \(error)"
    }
  }

  /// Notes that the virtual clock moved forward.
  func advanced(by duration: Duration) {
    report?.clockWillAdvance()
    guard duration > .zero, keepsEntries else { return }
    onEntry?(.advance(duration))
    if case .advance(let previous) = entries.last {
      entries[entries.count - 1] = .advance(previous + duration)
    } else {
      entries.append(.advance(duration))
    }
  }

  /// The texts of the secrets (`Redacted<String>`) anywhere in `value`.
  private static func secrets(in value: Any) -> [String] {
    if let secret = value as? Redacted<String> { return [secret.rawValue] }
    return Mirror(reflecting: value).children.flatMap { secrets(in: $0.value) }
  }
}

/// Who sent an action: the script or view driver, or an effect.
public enum ActionOrigin: String, Sendable, Codable, Equatable {
  /// Sent by the script, the prompt or a view the driver operated.
  case user
  /// Sent by an effect.
  case effect
}
