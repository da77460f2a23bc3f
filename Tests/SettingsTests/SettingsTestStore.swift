import Foundation
import RuntimeTesting
import Settings
import TestSupport

/// A test store for the settings feature on a test clock, recording saves and, when given,
/// answering permission requests with `requestAuthorization`.
@MainActor
func makeSettingsStore(
  _ state: SettingsFeature.State = SettingsFeature.State(),
  clock: TestClock<Duration>,
  saves: LockedLog<SettingsSnapshot> = LockedLog(),
  requestAuthorization: (@Sendable () async throws -> Bool)? = nil
) -> TestStore<SettingsFeature.State, SettingsFeature.Action> {
  TestStore(initialState: state) {
    SettingsFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.settingsClient.save = {
      saves.append($0); return nil
    }
    if let requestAuthorization {
      $0.userNotifications.requestAuthorization = requestAuthorization
    }
  }
}

extension TemporaryDirectory {
  /// The settings file a test's client uses.
  var settingsFile: URL { url.appendingPathComponent("settings.json") }
}
