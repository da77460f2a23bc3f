import Foundation
import RuntimeTesting
import Settings
import TestSupport

/// A store for the settings views on a test clock: it records every action it receives in
/// `actions`, loads and saves through `settingsClient`, keeps `.appStorage` values in `defaults`,
/// and answers permission requests with `requestAuthorization`.
@MainActor
func makeSettingsViewStore(
  clock: TestClock<Duration>,
  actions: LockedLog<SettingsFeature.Action> = LockedLog(),
  settingsClient: SettingsClient = .inMemory(),
  defaults: UserDefaults = .empty(),
  requestAuthorization: @escaping @Sendable () async throws -> Bool = { true }
) -> StoreOf<SettingsFeature> {
  Store(initialState: SettingsFeature.State()) {
    Reduce { _, action in
      actions.append(action)
      return .none
    }
    SettingsFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.settingsClient = settingsClient
    $0.defaultAppStorage = defaults
    $0.userNotifications.requestAuthorization = requestAuthorization
  }
}
