/// Loads and saves the persisted settings.
///
/// ```swift
/// @Dependency(\.settingsClient) var settingsClient
/// let snapshot = try await settingsClient.load() ?? SettingsSnapshot()
/// try await settingsClient.save(snapshot)
/// ```
///
/// The live value keeps a JSON file (see ``SettingsClient/fileURL(environment:)``), previews keep
/// settings in memory, and tests must override the endpoints they use.
public struct SettingsClient: Sendable {
  /// Returns the saved settings, `nil` when nothing was saved yet, or throws a
  /// ``SettingsFileError`` when what was saved cannot be used.
  public var load: @Sendable () async throws -> SettingsSnapshot?
  /// Saves the settings, replacing what was saved before.
  public var save: @Sendable (SettingsSnapshot) async throws -> Void

  /// Creates a client from its endpoints.
  public init(
    load: @escaping @Sendable () async throws -> SettingsSnapshot?,
    save: @escaping @Sendable (SettingsSnapshot) async throws -> Void
  ) {
    self.load = load
    self.save = save
  }
}
