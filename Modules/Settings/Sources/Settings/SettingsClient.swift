import Foundation
import Runtime

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

extension SettingsClient: DependencyKey {
  /// The settings file named by the environment; see ``SettingsClient/fileURL(environment:)``.
  public static let liveValue = SettingsClient.fileBacked(
    url: fileURL(environment: ProcessInfo.processInfo.environment)
  )

  /// Settings kept in memory, starting from defaults.
  public static let previewValue = SettingsClient.inMemory()

  /// Endpoints that fail the test when called; override the ones a test uses.
  public static var testValue: SettingsClient {
    Self(load: unimplemented("SettingsClient.load"), save: unimplemented("SettingsClient.save"))
  }
}

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

/// A lock-protected snapshot that in-memory settings clients share between their endpoints.
final class InMemorySettings: Sendable {
  private let snapshot: LockIsolated<SettingsSnapshot?>

  init(_ initial: SettingsSnapshot?) {
    self.snapshot = LockIsolated(initial)
  }

  var value: SettingsSnapshot? {
    get { snapshot.withLock { $0 } }
    set { snapshot.withLock { $0 = newValue } }
  }
}
