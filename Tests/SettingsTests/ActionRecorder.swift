import Runtime
import Settings

/// Collects the actions a settings store received, in order.
final class ActionRecorder: Sendable {
  private let received = LockIsolated<[SettingsFeature.Action]>([])

  var actions: [SettingsFeature.Action] { received.withLock { $0 } }

  func record(_ action: SettingsFeature.Action) {
    received.withLock { $0.append(action) }
  }
}
