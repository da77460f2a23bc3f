import Synchronization

/// A lock-protected snapshot that in-memory settings clients share between their endpoints.
final class InMemorySettings: Sendable {
  private let snapshot: Mutex<SettingsSnapshot?>

  init(_ initial: SettingsSnapshot?) {
    self.snapshot = Mutex(initial)
  }

  var value: SettingsSnapshot? {
    get { snapshot.withLock { $0 } }
    set { snapshot.withLock { $0 = newValue } }
  }
}
