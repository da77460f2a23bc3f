extension SettingsSnapshot {
  /// This snapshot with the fields that `edited` changed from `base` taken from `edited`: what
  /// a save writes over the file another app may have changed since `base` was read.
  ///
  /// ```swift
  /// let onDisk = SettingsSnapshot(protectMyPosts: true)  // another app's change
  /// let edited = SettingsSnapshot(digest: .weekly)       // this app's change
  /// onDisk.applyingChanges(from: SettingsSnapshot(), to: edited)
  /// // digest .weekly and protectMyPosts true
  /// ```
  func applyingChanges(from base: SettingsSnapshot, to edited: SettingsSnapshot) -> Self {
    var merged = self
    func take<Field: Equatable>(_ field: WritableKeyPath<SettingsSnapshot, Field>) {
      if edited[keyPath: field] != base[keyPath: field] {
        merged[keyPath: field] = edited[keyPath: field]
      }
    }
    take(\.schemaVersion)
    take(\.digest)
    take(\.displayName)
    take(\.enableNotifications)
    take(\.protectMyPosts)
    take(\.sendEmailNotifications)
    take(\.sendMobileNotifications)
    return merged
  }
}
