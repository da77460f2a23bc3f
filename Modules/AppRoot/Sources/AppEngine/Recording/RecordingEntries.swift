import Runtime

/// The recording's reader of a session's events: each reduced action, encoded with who sent
/// it, and each move of the clock, as ``RecordingEntry``s.
///
/// ```swift
/// let entries = RecordingEntries<Action>(previewSecrets: [])
/// events.addReader(entries.read)
/// ```
final class RecordingEntries<Action: Encodable> {
  /// The entries so far.
  private(set) var entries: [RecordingEntry] = []
  /// The first action that could not be encoded, if any.
  private(set) var encodingProblem: String?
  /// Called with each entry as it is recorded (waits one at a time, before they are merged).
  var onEntry: ((RecordingEntry) -> Void)?
  /// The secrets the session's dependencies publish: a user action that carries only these is
  /// recorded with `previewSecret`.
  private let previewSecrets: Set<String>

  init(previewSecrets: Set<String>) {
    self.previewSecrets = previewSecrets
  }

  func read<State>(_ event: SessionEvent<State, Action>) {
    switch event {
    case .reduced(let reduced):
      record(reduced.action, origin: reduced.origin)
    case .clockWillAdvance(let duration):
      guard duration > .zero else { return }
      onEntry?(.advance(duration))
      if case .advance(let previous) = entries.last {
        entries[entries.count - 1] = .advance(previous + duration)
      } else {
        entries.append(.advance(duration))
      }
    case .traced, .stepBegan, .stepEnded, .shown:
      return
    }
  }

  private func record(_ action: Action, origin: ActionOrigin) {
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

  /// The texts of the secrets (`Redacted<String>`) anywhere in `value`.
  private static func secrets(in value: Any) -> [String] {
    if let secret = value as? Redacted<String> { return [secret.rawValue] }
    return Mirror(reflecting: value).children.flatMap { secrets(in: $0.value) }
  }
}
