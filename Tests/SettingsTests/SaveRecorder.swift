import Runtime
import Settings

/// Collects the snapshots a test's settings client was asked to save.
final class SaveRecorder: Sendable {
  private let saved = LockIsolated<[SettingsSnapshot]>([])

  var snapshots: [SettingsSnapshot] { saved.withLock { $0 } }

  /// Records `snapshot` and returns no notice, as a save with nothing to tell the user does.
  @discardableResult
  func record(_ snapshot: SettingsSnapshot) -> String? {
    saved.withLock { $0.append(snapshot) }
    return nil
  }
}
