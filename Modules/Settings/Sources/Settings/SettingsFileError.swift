/// A problem reading or writing the settings file, described for the user.
///
/// ```swift
/// do { _ = try await settingsClient.load() } catch let error as SettingsFileError {
///   print(error.message)  // "Settings file was unreadable; using defaults. ..."
/// }
/// ```
public enum SettingsFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but could not be read or decoded.
  case unreadable(path: String, reason: String)
  /// The file was written by a version of the app with another file format.
  case unsupportedSchema(path: String, found: Int)
  /// The settings could not be written.
  case writeFailed(path: String, reason: String)

  /// A one-line message for the user.
  public var message: String {
    switch self {
    case let .unreadable(path, reason):
      "Settings file was unreadable; using defaults. (\(path): \(reason))"
    case let .unsupportedSchema(path, found):
      """
      Settings file has schema version \(found), but this app reads version \
      \(SettingsSnapshot.currentSchemaVersion); using defaults. (\(path))
      """
    case let .writeFailed(path, reason):
      "Settings could not be saved to \(path): \(reason)"
    }
  }

  public var description: String { message }
}
