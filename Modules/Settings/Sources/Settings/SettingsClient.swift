/// Loads and saves the persisted settings.
///
/// ```swift
/// @Dependency(\.settingsClient) var settingsClient
/// let snapshot = try await settingsClient.load() ?? SettingsSnapshot()
/// let notice = try await settingsClient.save(snapshot)  // nil unless there is news
/// ```
///
/// The live value keeps a JSON file (see ``SettingsClient/fileURL(environment:)``), previews keep
/// settings in memory, and tests must override the endpoints they use.
public struct SettingsClient: Sendable {
  /// Returns the saved settings, `nil` when nothing was saved yet, or throws a
  /// ``SettingsFileError`` when what was saved cannot be used.
  public var load: @Sendable () async throws -> SettingsSnapshot?
  /// Saves the settings, replacing what was saved before; returns a message for the user when
  /// there is something to tell, such as where a damaged settings file was kept.
  public var save: @Sendable (SettingsSnapshot) async throws -> String?

  /// Creates a client from its endpoints.
  public init(
    load: @escaping @Sendable () async throws -> SettingsSnapshot?,
    save: @escaping @Sendable (SettingsSnapshot) async throws -> String?
  ) {
    self.load = load
    self.save = save
  }
}
