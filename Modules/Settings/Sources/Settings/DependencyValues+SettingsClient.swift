import Runtime

extension DependencyValues {
  /// Loads and saves the persisted settings.
  ///
  /// ```swift
  /// @Dependency(\.settingsClient) var settingsClient
  /// ```
  public var settingsClient: SettingsClient {
    get { self[SettingsClient.self] }
    set { self[SettingsClient.self] = newValue }
  }
}
