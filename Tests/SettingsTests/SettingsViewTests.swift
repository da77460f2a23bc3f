import Foundation
import HeadlessUI
import RuntimeTesting
import Settings
import TestSupport
import Testing

@MainActor
@Suite struct SettingsViewTests {
  /// Hosts the settings screen of `store` and waits until its `.task` has loaded the settings.
  private func showSettings(_ store: StoreOf<SettingsFeature>) async -> ViewHost {
    let host = ViewHost(SettingsView(store: store))
    await yield { host.activeTaskCount == 0 }
    return host
  }

  @Test func showsTheDefaultsWhenNothingWasSaved() async {
    let actions = LockedLog<SettingsFeature.Action>()
    let store = makeSettingsViewStore(clock: TestClock(), actions: actions)
    let host = await showSettings(store)
    #expect(actions.all == [.task, .settingsLoaded(nil)])
    assertSnapshot(of: host.screen, named: "settings-initial")
  }

  @Test func loadsTheSavedSettingsWhenItAppears() async {
    let saved = SettingsSnapshot(
      digest: .weekly,
      displayName: "Blob",
      enableNotifications: true,
      protectMyPosts: true,
      sendEmailNotifications: true
    )
    let store = makeSettingsViewStore(clock: TestClock(), settingsClient: .inMemory(initial: saved))
    let host = await showSettings(store)
    #expect(store.currentState.displayName == "Blob")
    #expect(store.currentState.digest == .weekly)
    assertSnapshot(of: host.screen, named: "settings-loaded")
  }

  @Test func showsWhyTheSettingsCouldNotBeLoaded() async throws {
    let failure = SettingsFileError.unreadable(path: "/tmp/settings.json", reason: "not JSON")
    let client = SettingsClient(load: { throw failure }, save: { _ in nil })
    let store = makeSettingsViewStore(clock: TestClock(), settingsClient: client)
    let host = await showSettings(store)
    #expect(store.currentState.persistenceMessage == failure.message)
    let message = try #require(host.tree.first { $0.label == failure.message })
    #expect(message.kind == .text)
    #expect(host.screen.split(separator: "\n").last.map(String.init) == failure.message)
  }

  @Test func hapticFeedbackToggleSendsTheGetSendAction() async throws {
    let actions = LockedLog<SettingsFeature.Action>()
    let store = makeSettingsViewStore(clock: TestClock(), actions: actions)
    let host = await showSettings(store)
    try host.toggle("Haptic feedback")
    #expect(actions.all.last == .isHapticFeedbackEnabledChanged(false))
    #expect(!store.currentState.isHapticFeedbackEnabled)
    #expect(try host.node("Haptic feedback").value == "off")
  }

  @Test func theHapticToggleIsKeptForTheNextScreenAndNotWrittenToTheFile() async throws {
    let clock = TestClock()
    let saves = LockedLog<SettingsSnapshot>()
    let client = SettingsClient(
      load: { nil },
      save: {
        saves.append($0); return nil
      })
    let defaults = UserDefaults.empty()
    let store = makeSettingsViewStore(clock: clock, settingsClient: client, defaults: defaults)
    let host = await showSettings(store)
    try host.toggle("Haptic feedback")
    await clock.advance(by: SettingsFeature.saveDelay)
    #expect(saves.all.isEmpty)
    #expect(defaults.object(forKey: "isHapticFeedbackEnabled") as? Bool == false)

    let reopened = await showSettings(makeSettingsViewStore(clock: TestClock(), defaults: defaults))
    #expect(try reopened.node("Haptic feedback").value == "off")
  }

  @Test func typingAnInvalidDisplayNameShowsWhyUnderTheField() async throws {
    let actions = LockedLog<SettingsFeature.Action>()
    let store = makeSettingsViewStore(clock: TestClock(), actions: actions)
    let host = await showSettings(store)

    try host.type("Display name", "Blob")
    #expect(store.currentState.savedDisplayName == "Blob")

    try host.type("Display name", "   ")
    let message = DisplayNameError.empty.message
    #expect(store.currentState.displayNameError == message)
    #expect(store.currentState.savedDisplayName == "Blob")
    let text = try #require(host.tree.first { $0.kind == .text && $0.label == message })
    #expect(text.foregroundColor == .red)
    assertSnapshot(of: host.screen, named: "settings-invalid-display-name")

    try host.type("Display name", "Blob Jr.")
    #expect(store.currentState.displayNameError == nil)
    #expect(!host.screen.contains(message))
    #expect(try host.node("Display name").value == "Blob Jr.")
    #expect(actions.all.filter { $0 == .task }.count == 1, "re-rendering must not reload")
  }

  @Test func selectingADigestBindsIt() async throws {
    let store = makeSettingsViewStore(clock: TestClock())
    let host = await showSettings(store)
    try host.select("Digest", "Weekly")
    #expect(store.currentState.digest == .weekly)
    let picker = try host.node("Digest")
    #expect(picker.value == "Weekly")
    #expect(picker.options == ["Off", "Daily", "Weekly"])
  }

  @Test func protectMyPostsToggleBindsIt() async throws {
    let store = makeSettingsViewStore(clock: TestClock())
    let host = await showSettings(store)
    try host.toggle("Protect my posts")
    #expect(store.currentState.protectMyPosts)
    #expect(try host.node("Protect my posts").value == "on")
  }

  @Test func grantedPermissionEnablesTheNotificationChannels() async throws {
    let clock = TestClock()
    let store = makeSettingsViewStore(clock: clock) {
      try await clock.sleep(for: .seconds(1))
      return true
    }
    let host = await showSettings(store)

    try host.toggle("Enable notifications")
    #expect(store.currentState.isLoading)
    assertSnapshot(of: host.screen, named: "settings-asking-permission")
    let error = #expect(throws: ViewHostError.self) {
      try host.toggle("Send email notifications")
    }
    #expect(error?.reason == .disabled(.toggle))

    await yield { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await yield { !store.currentState.isLoading }
    #expect(store.currentState.areNotificationChannelsEnabled)
    try host.toggle("Send email notifications")
    try host.toggle("Send mobile notifications")
    #expect(store.currentState.sendEmailNotifications)
    #expect(store.currentState.sendMobileNotifications)
    assertSnapshot(of: host.screen, named: "settings-notifications-on")
  }

  @Test func deniedPermissionShowsAnAlertThatCanBeDismissed() async throws {
    let actions = LockedLog<SettingsFeature.Action>()
    let store = makeSettingsViewStore(clock: TestClock(), actions: actions) { false }
    let host = await showSettings(store)

    try host.toggle("Enable notifications")
    await yield { store.currentState.alert != nil }
    #expect(actions.all.contains(.authorizationResponse(false)))
    assertSnapshot(of: host.screen, named: "settings-notifications-denied")

    try host.dismiss()
    #expect(actions.all.last == .alert(.dismiss))
    #expect(store.currentState.alert == nil)
    #expect(host.tree.first { $0.kind == .alert } == nil)
    #expect(try host.node("Enable notifications").value == "off")
  }

  @Test func emailAndMobileTogglesAreDisabledWhileNotificationsAreOff() async {
    let actions = LockedLog<SettingsFeature.Action>()
    let store = makeSettingsViewStore(clock: TestClock(), actions: actions)
    let host = await showSettings(store)
    let actionsBefore = actions.all
    let stateBefore = store.currentState

    for label in ["Send email notifications", "Send mobile notifications"] {
      let error = #expect(throws: ViewHostError.self) { try host.toggle(label) }
      #expect(error?.reason == .disabled(.toggle))
      #expect(error?.label == label)
    }
    #expect(actions.all == actionsBefore)
    #expect(store.currentState == stateBefore)
  }

  @Test func notificationSettingsViewObservesOnlyItsFields() throws {
    let store = makeSettingsViewStore(clock: TestClock())
    let host = ViewHost(NotificationSettingsView(store: store))
    let evaluations = host.viewStoreEvaluationCount

    store.send(.binding(.set(\.$displayName, "Blob")))
    store.send(.binding(.set(\.$digest, .off)))
    #expect(host.viewStoreEvaluationCount == evaluations)

    try host.toggle("Enable notifications")
    #expect(host.viewStoreEvaluationCount > evaluations)
    #expect(store.currentState.enableNotifications)
  }
}
