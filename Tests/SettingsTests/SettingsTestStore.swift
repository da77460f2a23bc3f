import RuntimeTesting
import Settings

/// A test store for the settings feature on a test clock, recording saves and, when given,
/// answering permission requests with `requestAuthorization`.
@MainActor
func makeSettingsStore(
  _ state: SettingsFeature.State = SettingsFeature.State(),
  clock: TestClock,
  saves: SaveRecorder = SaveRecorder(),
  requestAuthorization: (@Sendable () async throws -> Bool)? = nil
) -> TestStore<SettingsFeature.State, SettingsFeature.Action> {
  TestStore(initialState: state) {
    SettingsFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.settingsClient.save = { saves.record($0) }
    if let requestAuthorization {
      $0.userNotifications.requestAuthorization = requestAuthorization
    }
  }
}
