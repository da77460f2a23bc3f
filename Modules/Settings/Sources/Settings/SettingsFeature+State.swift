import Runtime

extension SettingsFeature {
  /// The settings screen's state: the fields the view binds to, and what the feature tracks
  /// about them.
  ///
  /// Only the fields marked `@BindingState` can be written by the view; `isLoading` and the
  /// messages change only through the reducer.
  public struct State: Codable, Equatable, Sendable {
    @BindingState public var isHapticFeedbackEnabled = true
    @BindingState public var digest: Digest = .daily
    /// What the user typed; only a valid name is saved (see ``savedDisplayName``).
    @BindingState public var displayName = ""
    @BindingState public var enableNotifications = false
    /// Whether the feature is waiting for the notification permission decision.
    public var isLoading = false
    @BindingState public var protectMyPosts = false
    @BindingState public var sendEmailNotifications = false
    @BindingState public var sendMobileNotifications = false
    /// Why ``displayName`` was rejected, shown under the field; `nil` when it is valid.
    public var displayNameError: String?
    /// The last valid display name, trimmed: the one that is persisted and shown by the app.
    public var savedDisplayName = ""
    /// A problem with the settings file, such as an unreadable file replaced by defaults.
    public var persistenceMessage: String?
    /// The alert explaining why notifications stayed off.
    @PresentationState public var alert: AlertState<Action.Alert>?

    /// Creates the state; every field defaults to the value a fresh install starts with.
    public init(
      isHapticFeedbackEnabled: Bool = true,
      digest: Digest = .daily,
      displayName: String = "",
      enableNotifications: Bool = false,
      protectMyPosts: Bool = false,
      sendEmailNotifications: Bool = false,
      sendMobileNotifications: Bool = false
    ) {
      self.isHapticFeedbackEnabled = isHapticFeedbackEnabled
      self.digest = digest
      self.displayName = displayName
      self.savedDisplayName = displayName
      self.enableNotifications = enableNotifications
      self.protectMyPosts = protectMyPosts
      self.sendEmailNotifications = sendEmailNotifications
      self.sendMobileNotifications = sendMobileNotifications
    }

    /// Whether the email and mobile toggles can be turned on: notifications are on and allowed.
    public var areNotificationChannelsEnabled: Bool {
      enableNotifications && !isLoading
    }
  }
}
