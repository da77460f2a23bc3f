import RuntimeTesting
import Settings
import TestSupport
import Testing

@MainActor
@Suite struct NotificationSettingsTests {
  private static let deniedReason = """
    Notifications weren't allowed. Allow them for this app in your system settings, then try \
    again.
    """

  @Test func grantedPermissionKeepsNotificationsOn() async {
    let clock = TestClock()
    let saves = LockedLog<SettingsSnapshot>()
    let store = makeSettingsStore(clock: clock, saves: saves) {
      await Task.yield()
      return true
    }

    await store.send(.binding(.set(\.$enableNotifications, true))) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    #expect(!store.state.areNotificationChannelsEnabled)
    await store.receive(.authorizationResponse(true)) { $0.isLoading = false }
    #expect(store.state.areNotificationChannelsEnabled)
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
    #expect(saves.all == [SettingsSnapshot(enableNotifications: true)])
  }

  @Test func deniedPermissionTurnsTheToggleOffAndExplainsWhy() async {
    let clock = TestClock()
    let saves = LockedLog<SettingsSnapshot>()
    let store = makeSettingsStore(clock: clock, saves: saves, requestAuthorization: { false })

    await store.send(.binding(.set(\.$enableNotifications, true))) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(.authorizationResponse(false)) {
      $0.isLoading = false
      $0.enableNotifications = false
      $0.alert = .notificationsOff(reason: Self.deniedReason)
    }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
    #expect(saves.all == [SettingsSnapshot(enableNotifications: false)])
  }

  @Test func failedPermissionRequestTurnsTheToggleOffWithTheError() async {
    let clock = TestClock()
    let store = makeSettingsStore(clock: clock) {
      throw UserNotificationsError.unrecognizedDecision("maybe")
    }

    await store.send(.binding(.set(\.$enableNotifications, true))) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    let message = "SHOWCASE_NOTIFICATIONS must be \"granted\" or \"denied\", not \"maybe\"."
    await store.receive(.authorizationFailed(message)) {
      $0.isLoading = false
      $0.enableNotifications = false
      $0.alert = .notificationsOff(
        reason: "Couldn't ask for permission to send notifications: \(message)"
      )
    }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
  }

  @Test func tryAgainInTheAlertAsksAgain() async {
    let clock = TestClock()
    var state = SettingsFeature.State()
    state.alert = .notificationsOff(reason: Self.deniedReason)
    let store = makeSettingsStore(state, clock: clock, requestAuthorization: { true })

    await store.send(.alert(.presented(.tryAgainTapped))) {
      $0.alert = nil
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(.authorizationResponse(true)) { $0.isLoading = false }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
  }

  @Test func dismissingTheAlertKeepsNotificationsOff() async {
    var state = SettingsFeature.State()
    state.alert = .notificationsOff(reason: Self.deniedReason)
    let store = makeSettingsStore(state, clock: TestClock())

    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func turningNotificationsOffTurnsEmailAndMobileOff() async {
    let clock = TestClock()
    let saves = LockedLog<SettingsSnapshot>()
    let state = SettingsFeature.State(
      enableNotifications: true, sendEmailNotifications: true, sendMobileNotifications: true
    )
    let store = makeSettingsStore(state, clock: clock, saves: saves)

    await store.send(.binding(.set(\.$enableNotifications, false))) {
      $0.enableNotifications = false
      $0.sendEmailNotifications = false
      $0.sendMobileNotifications = false
    }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
    #expect(saves.all == [SettingsSnapshot()])
  }

  @Test func emailAndMobileCannotBeTurnedOnWhileNotificationsAreOff() async {
    let store = makeSettingsStore(clock: TestClock())
    #expect(!store.state.areNotificationChannelsEnabled)

    await store.send(.binding(.set(\.$sendEmailNotifications, true)))
    await store.send(.binding(.set(\.$sendMobileNotifications, true)))
    #expect(!store.state.sendEmailNotifications)
    #expect(!store.state.sendMobileNotifications)
  }

  // The permission answers below wait for a fixed instant on the test clock: `sleep(for:)` would
  // read `now` only once the effect runs, which may be after the test has advanced the clock.

  @Test func turningOffWhileAskingCancelsTheRequest() async {
    let clock = TestClock()
    let answerTime = clock.now.advanced(by: .seconds(5))
    let saves = LockedLog<SettingsSnapshot>()
    let store = makeSettingsStore(clock: clock, saves: saves) {
      try await clock.sleep(until: answerTime, tolerance: nil)
      return true
    }

    await store.send(.binding(.set(\.$enableNotifications, true))) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.send(.binding(.set(\.$sendEmailNotifications, true)))
    await store.send(.binding(.set(\.$enableNotifications, false))) {
      $0.enableNotifications = false
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(10))
    await store.receive(.saved)
    #expect(saves.all == [SettingsSnapshot()])
  }

  @Test func channelsCanBeTurnedOnOnceThePendingRequestIsGranted() async {
    let clock = TestClock()
    let answerTime = clock.now.advanced(by: .seconds(5))
    let store = makeSettingsStore(clock: clock) {
      try await clock.sleep(until: answerTime, tolerance: nil)
      return true
    }

    await store.send(.binding(.set(\.$enableNotifications, true))) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await clock.advance(by: .seconds(5))
    await store.receive(.authorizationResponse(true)) { $0.isLoading = false }
    await store.send(.binding(.set(\.$sendMobileNotifications, true))) {
      $0.sendMobileNotifications = true
    }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
  }
}
