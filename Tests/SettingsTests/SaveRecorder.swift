import Runtime
import Settings

/// Collects the snapshots a test's settings client was asked to save.
final class SaveRecorder: Sendable {
  private let saved = LockIsolated<[SettingsSnapshot]>([])

  var snapshots: [SettingsSnapshot] { saved.withLock { $0 } }

  func record(_ snapshot: SettingsSnapshot) {
    saved.withLock { $0.append(snapshot) }
  }
}
