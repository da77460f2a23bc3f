extension SettingsFeature.State {
  /// The persisted fields: the saved display name, and notifications only once they are allowed.
  var snapshot: SettingsSnapshot {
    SettingsSnapshot(
      isHapticFeedbackEnabled: isHapticFeedbackEnabled,
      digest: digest,
      displayName: savedDisplayName,
      enableNotifications: areNotificationChannelsEnabled,
      protectMyPosts: protectMyPosts,
      sendEmailNotifications: sendEmailNotifications,
      sendMobileNotifications: sendMobileNotifications
    )
  }

  /// Replaces the persisted fields with those of `snapshot`; channels stay off while
  /// notifications are off.
  mutating func apply(_ snapshot: SettingsSnapshot) {
    isHapticFeedbackEnabled = snapshot.isHapticFeedbackEnabled
    digest = snapshot.digest
    displayName = snapshot.displayName
    savedDisplayName = snapshot.displayName
    displayNameError = nil
    enableNotifications = snapshot.enableNotifications
    protectMyPosts = snapshot.protectMyPosts
    sendEmailNotifications = snapshot.enableNotifications && snapshot.sendEmailNotifications
    sendMobileNotifications = snapshot.enableNotifications && snapshot.sendMobileNotifications
  }
}
