extension SettingsClient {
  /// A client that keeps the settings in memory, starting from `initial`; for previews and tests.
  ///
  /// ```swift
  /// let client = SettingsClient.inMemory(initial: SettingsSnapshot(displayName: "Blob"))
  /// ```
  public static func inMemory(initial: SettingsSnapshot? = nil) -> Self {
    let storage = InMemorySettings(initial)
    return Self(
      load: { storage.value },
      save: { snapshot in
        storage.value = snapshot
        return nil
      }
    )
  }
}
