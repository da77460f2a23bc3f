import Foundation
import RuntimeTesting
import Settings
import TestSupport
import Testing

@MainActor
@Suite struct SettingsFeatureTests {
  @Test func everyBindableFieldChangesThroughBindingActionsAndIsSavedOnce() async {
    let clock = TestClock()
    let saves = LockedLog<SettingsSnapshot>()
    let store = makeSettingsStore(clock: clock, saves: saves, requestAuthorization: { true })

    await store.send(.binding(.set(\.$digest, .weekly))) { $0.digest = .weekly }
    await store.send(.binding(.set(\.$protectMyPosts, true))) { $0.protectMyPosts = true }
    await store.send(.binding(.set(\.$displayName, "Blob"))) {
      $0.displayName = "Blob"
      $0.$savedDisplayName.withLock { $0 = "Blob" }
    }
    await store.send(.binding(.set(\.$enableNotifications, true))) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(.authorizationResponse(true)) { $0.isLoading = false }
    await store.send(.binding(.set(\.$sendEmailNotifications, true))) {
      $0.sendEmailNotifications = true
    }
    await store.send(.binding(.set(\.$sendMobileNotifications, true))) {
      $0.sendMobileNotifications = true
    }
    #expect(saves.all.isEmpty)

    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
    #expect(
      saves.all == [
        SettingsSnapshot(
          digest: .weekly,
          displayName: "Blob",
          enableNotifications: true,
          protectMyPosts: true,
          sendEmailNotifications: true,
          sendMobileNotifications: true
        )
      ]
    )
  }

  @Test func hapticFeedbackIsKeptInTheDefaultsAtOnceAndNotInTheSettingsFile() async {
    let clock = TestClock()
    let saves = LockedLog<SettingsSnapshot>()
    let defaults = UserDefaults.empty()
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.defaultAppStorage = defaults
      $0.settingsClient.save = {
        saves.append($0); return nil
      }
    }

    await store.send(.isHapticFeedbackEnabledChanged(false)) {
      $0.$isHapticFeedbackEnabled.withLock { $0 = false }
    }
    #expect(defaults.object(forKey: "isHapticFeedbackEnabled") as? Bool == false)
    await clock.advance(by: SettingsFeature.saveDelay)
    #expect(saves.all.isEmpty)

    let reopened = withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      SettingsFeature.State()
    }
    #expect(!reopened.isHapticFeedbackEnabled)
  }

  @Test func saveWaitsForAPauseInChanges() async {
    let clock = TestClock()
    let saves = LockedLog<SettingsSnapshot>()
    let store = makeSettingsStore(clock: clock, saves: saves)

    await store.send(.binding(.set(\.$protectMyPosts, true))) { $0.protectMyPosts = true }
    await clock.advance(by: .milliseconds(499))
    #expect(saves.all.isEmpty)

    await store.send(.binding(.set(\.$digest, .off))) { $0.digest = .off }
    await clock.advance(by: .milliseconds(499))
    #expect(saves.all.isEmpty)

    await clock.advance(by: .milliseconds(1))
    await store.receive(.saved)
    #expect(saves.all == [SettingsSnapshot(digest: .off, protectMyPosts: true)])
  }

  @Test func failedSaveIsReportedAndTheNextSaveClearsTheMessage() async {
    let clock = TestClock()
    let failure = SettingsFileError.writeFailed(path: "/settings.json", reason: "disk full")
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.settingsClient.save = { _ in throw failure }
    }

    await store.send(.binding(.set(\.$digest, .weekly))) { $0.digest = .weekly }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saveFailed(failure.message)) {
      $0.persistenceMessage = "Settings could not be saved to /settings.json: disk full"
    }

    store.dependencies.settingsClient.save = { _ in nil }
    await store.send(.binding(.set(\.$digest, .daily))) { $0.digest = .daily }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved) { $0.persistenceMessage = nil }
  }

  @Test func taskLoadsSavedSettingsAndAnnouncesTheName() async {
    let saved = SettingsSnapshot(
      digest: .weekly,
      displayName: "Blob",
      enableNotifications: true,
      protectMyPosts: true,
      sendEmailNotifications: false,
      sendMobileNotifications: true
    )
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.settingsClient.load = { saved }
    }

    await store.send(.task)
    await store.receive(.settingsLoaded(saved)) {
      $0.digest = .weekly
      $0.displayName = "Blob"
      $0.$savedDisplayName.withLock { $0 = "Blob" }
      $0.enableNotifications = true
      $0.protectMyPosts = true
      $0.sendMobileNotifications = true
    }
  }

  @Test func taskWithNothingSavedKeepsTheDefaults() async {
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.settingsClient.load = { nil }
    }

    await store.send(.task)
    await store.receive(.settingsLoaded(nil))
  }

  @Test func loadedChannelsStayOffWhileNotificationsAreOff() async {
    let saved = SettingsSnapshot(
      enableNotifications: false, sendEmailNotifications: true, sendMobileNotifications: true
    )
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.settingsClient.load = { saved }
    }

    await store.send(.task)
    await store.receive(.settingsLoaded(saved))
    #expect(!store.state.sendEmailNotifications)
    #expect(!store.state.sendMobileNotifications)
  }

  @Test func stateDumpsWithFieldNamesNotWrapperNames() {
    var state = SettingsFeature.State(displayName: "Blob")
    state.alert = .notificationsOff(reason: "Denied.")
    let dump = customDump(state)

    #expect(dump.contains("isHapticFeedbackEnabled: true"))
    #expect(dump.contains("displayName: \"Blob\""))
    #expect(dump.contains("digest: .daily"))
    #expect(dump.contains("Notifications are off"))
    #expect(!dump.contains("_isHapticFeedbackEnabled"))
    #expect(!dump.contains("wrappedValue"))
  }
}
