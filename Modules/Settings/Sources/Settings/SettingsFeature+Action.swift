import Runtime

extension SettingsFeature {
  /// Everything that can happen on the settings screen.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.$displayName, "Blob")))
  /// store.send(.isHapticFeedbackEnabledChanged(false))  // the binding(get:send:) spelling
  /// ```
  public enum Action: BindableAction, Codable, Equatable, Sendable {
    /// The notifications alert's buttons.
    case alert(PresentationAction<Alert>)
    /// Asking for notification permission failed with this message.
    case authorizationFailed(String)
    /// The user allowed (`true`) or refused (`false`) notifications.
    case authorizationResponse(Bool)
    /// The view wrote a `@BindingState` field.
    case binding(BindingAction<State>)
    /// Messages for the parent feature.
    case delegate(Delegate)
    /// The haptic feedback toggle changed, sent by a `viewStore.binding(get:send:)` binding.
    case isHapticFeedbackEnabledChanged(Bool)
    /// Saving failed with this message.
    case saveFailed(String)
    /// The settings were written.
    case saved
    /// The settings were written, with news for the user, such as where a damaged settings
    /// file was kept.
    case savedWithNotice(String)
    /// Loading failed with this message; the defaults stay for what could not be read.
    case settingsLoadFailed(String)
    /// The saved settings, or `nil` when nothing was saved yet.
    case settingsLoaded(SettingsSnapshot?)
    /// The view appeared: load the saved settings.
    case task

    /// The buttons of the alert shown when notifications were not allowed.
    public enum Alert: Codable, Equatable, Sendable {
      /// Ask for permission again.
      case tryAgainTapped
    }

    /// What the settings feature tells its parent.
    public enum Delegate: Codable, Equatable, Sendable {
      /// A new valid display name was saved (or loaded).
      case displayNameChanged(String)
    }
  }
}
