import Runtime

extension AlertState where Action == SettingsFeature.Action.Alert {
  /// The alert explaining that notifications stay off, with a button to ask again.
  ///
  /// ```swift
  /// state.alert = .notificationsOff(reason: "You didn't allow notifications.")
  /// ```
  public static func notificationsOff(reason: String) -> Self {
    AlertState {
      TextState("Notifications are off")
    } actions: {
      ButtonState(action: .tryAgainTapped) { TextState("Try again") }
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState(reason)
    }
  }
}
