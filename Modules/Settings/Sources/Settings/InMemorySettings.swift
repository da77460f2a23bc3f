import Runtime

/// A lock-protected snapshot that in-memory settings clients share between their endpoints.
final class InMemorySettings: Sendable {
  private let snapshot: LockIsolated<SettingsSnapshot?>

  init(_ initial: SettingsSnapshot?) {
    self.snapshot = LockIsolated(initial)
  }

  var value: SettingsSnapshot? {
    get { snapshot.withLock { $0 } }
    set { snapshot.withLock { $0 = newValue } }
  }
}
