// One suite, run against the notification toggles in both spellings: TCA 1.3's
// (`NotificationsFeature`, `@BindingState`, `WithViewStore` with a `ViewState`) and the
// observation era's (`ObservedNotificationsFeature`, `ObservableState`, `@Bindable`). Every test
// drives the view by label and checks the screen and the state, so passing for both shows the
// migration kept the behaviour.
import HeadlessUI
import RuntimeTesting
import Settings
import Testing

/// The parts of either feature the suite needs.
@MainActor
private struct Notifications {
  let host: ViewHost
  let state: @MainActor () -> (enabled: Bool, email: Bool, mobile: Bool)
  let bodies: @MainActor () -> Int
}

private enum Spelling: String, CaseIterable, CustomTestStringConvertible {
  case tca13, observation

  var testDescription: String { rawValue }

  @MainActor
  func make() -> Notifications {
    switch self {
    case .tca13:
      let store = Store(initialState: NotificationsFeature.State()) { NotificationsFeature() }
      let host = ViewHost(NotificationsView(store: store))
      return Notifications(
        host: host,
        state: {
          let state = store.currentState
          return (
            state.enableNotifications, state.sendEmailNotifications,
            state.sendMobileNotifications
          )
        },
        bodies: { host.viewStoreEvaluationCount }
      )
    case .observation:
      let store = Store(initialState: ObservedNotificationsFeature.State()) {
        ObservedNotificationsFeature()
      }
      let host = ViewHost(ObservedNotificationsView(store: store))
      return Notifications(
        host: host,
        state: {
          let state = store.currentState
          return (
            state.enableNotifications, state.sendEmailNotifications,
            state.sendMobileNotifications
          )
        },
        bodies: { host.bodyEvaluationCount(of: ObservedNotificationsView.self) }
      )
    }
  }
}

@MainActor
@Suite struct NotificationsMigrationTests {
  @Test(arguments: Spelling.allCases)
  fileprivate func channelsAreDisabledUntilNotificationsAreOn(_ spelling: Spelling) throws {
    let feature = spelling.make()
    #expect(
      feature.host.screen == """
        [ ] Enable notifications
        [ ] Send email notifications disabled
        [ ] Send mobile notifications disabled
        """
    )
    #expect(throws: ViewHostError.self) { try feature.host.toggle("Send email notifications") }
    #expect(feature.state() == (false, false, false))
  }

  @Test(arguments: Spelling.allCases)
  fileprivate func togglesWriteThroughTheirBindings(_ spelling: Spelling) throws {
    let feature = spelling.make()
    try feature.host.toggle("Enable notifications")
    try feature.host.toggle("Send mobile notifications")
    #expect(feature.state() == (true, false, true))
    #expect(
      feature.host.screen == """
        [x] Enable notifications
        [ ] Send email notifications
        [x] Send mobile notifications
        """
    )
  }

  @Test(arguments: Spelling.allCases)
  fileprivate func turningNotificationsOffTurnsEveryChannelOff(_ spelling: Spelling) throws {
    let feature = spelling.make()
    try feature.host.toggle("Enable notifications")
    try feature.host.toggle("Send email notifications")
    try feature.host.toggle("Send mobile notifications")
    #expect(feature.state() == (true, true, true))
    try feature.host.toggle("Enable notifications")
    #expect(feature.state() == (false, false, false))
  }

  @Test(arguments: Spelling.allCases)
  fileprivate func eachChangeRendersTheTogglesOnce(_ spelling: Spelling) throws {
    let feature = spelling.make()
    let before = feature.bodies()
    try feature.host.toggle("Enable notifications")
    #expect(feature.bodies() == before + 1)
  }
}
