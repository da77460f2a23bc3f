/// The persisted part of the settings, as written to the settings file.
///
/// Haptic feedback is not in it: it is a preference of the device, which
/// ``SettingsFeature/State/isHapticFeedbackEnabled`` keeps in `UserDefaults`. A file written
/// before keeps its `isHapticFeedbackEnabled` member as a member this app does not read.
///
/// ```swift
/// let snapshot = SettingsSnapshot(displayName: "Blob", digest: .weekly)
/// try await settingsClient.save(snapshot)
/// ```
public struct SettingsSnapshot: Codable, Equatable, Sendable {
  /// The file format this version of the app reads and writes.
  public static let currentSchemaVersion = 1

  /// The file format of this snapshot; files with another version are not read.
  public var schemaVersion: Int
  public var digest: Digest
  /// The last valid display name, trimmed; empty when none was ever saved.
  public var displayName: String
  public var enableNotifications: Bool
  public var protectMyPosts: Bool
  public var sendEmailNotifications: Bool
  public var sendMobileNotifications: Bool

  /// Creates a snapshot; every field defaults to the value a fresh install starts with.
  public init(
    schemaVersion: Int = currentSchemaVersion,
    digest: Digest = .daily,
    displayName: String = "",
    enableNotifications: Bool = false,
    protectMyPosts: Bool = false,
    sendEmailNotifications: Bool = false,
    sendMobileNotifications: Bool = false
  ) {
    self.schemaVersion = schemaVersion
    self.digest = digest
    self.displayName = displayName
    self.enableNotifications = enableNotifications
    self.protectMyPosts = protectMyPosts
    self.sendEmailNotifications = sendEmailNotifications
    self.sendMobileNotifications = sendMobileNotifications
  }
}

extension SettingsFeature.State {
  /// The persisted fields: the saved display name, and notifications only once they are allowed.
  var snapshot: SettingsSnapshot {
    SettingsSnapshot(
      digest: digest,
      displayName: savedDisplayName,
      enableNotifications: areNotificationChannelsEnabled,
      protectMyPosts: protectMyPosts,
      sendEmailNotifications: sendEmailNotifications,
      sendMobileNotifications: sendMobileNotifications
    )
  }

  /// Replaces the persisted fields with those of `snapshot`; channels stay off while
  /// notifications are off, and a snapshot with no display name keeps the shared one.
  mutating func apply(_ snapshot: SettingsSnapshot) {
    digest = snapshot.digest
    if !snapshot.displayName.isEmpty, snapshot.displayName != savedDisplayName {
      $savedDisplayName.withLock { $0 = snapshot.displayName }
    }
    displayName = savedDisplayName
    displayNameError = nil
    enableNotifications = snapshot.enableNotifications
    protectMyPosts = snapshot.protectMyPosts
    sendEmailNotifications = snapshot.enableNotifications && snapshot.sendEmailNotifications
    sendMobileNotifications = snapshot.enableNotifications && snapshot.sendMobileNotifications
  }
}
