/// A problem reading or writing the settings file, described for the user.
///
/// ```swift
/// do { _ = try await settingsClient.load() } catch let error as SettingsFileError {
///   print(error.message)  // "Settings file was unreadable; using defaults. ..."
///   let kept = error.recovered  // the settings that could still be read, if any
/// }
/// ```
public enum SettingsFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but nothing in it could be used: it could not be read or is not JSON.
  case unreadable(path: String, reason: String)
  /// The file could be read in part: `recovered` holds its valid fields and the defaults for
  /// the fields that are missing or broken, which `reason` names.
  case damaged(path: String, reason: String, recovered: SettingsSnapshot)
  /// The path is not a regular file (a directory, a FIFO, a device); it is never replaced.
  case notAFile(path: String, reason: String)
  /// The file was written by a version of the app with another file format.
  case unsupportedSchema(path: String, found: Int)
  /// The settings could not be written.
  case writeFailed(path: String, reason: String)

  /// The settings that could still be read from a damaged file; `nil` for the other problems.
  public var recovered: SettingsSnapshot? {
    guard case let .damaged(_, _, recovered) = self else { return nil }
    return recovered
  }

  /// A one-line message for the user.
  public var message: String {
    switch self {
    case let .unreadable(path, reason):
      """
      Settings file was unreadable; using defaults. It will be kept aside when settings are \
      next saved. (\(path): \(reason))
      """
    case let .damaged(path, reason, _):
      """
      Settings file was damaged; kept the settings that could be read and used defaults for \
      the rest. It will be kept aside when settings are next saved. (\(path): \(reason))
      """
    case let .unsupportedSchema(path, found) where found > SettingsSnapshot.currentSchemaVersion:
      """
      Settings file has schema version \(found), but this app reads version \
      \(SettingsSnapshot.currentSchemaVersion); using defaults, and the file is never \
      overwritten. (\(path))
      """
    case let .unsupportedSchema(path, found):
      """
      Settings file has schema version \(found), but this app reads version \
      \(SettingsSnapshot.currentSchemaVersion); using defaults. It will be kept aside when \
      settings are next saved. (\(path))
      """
    case let .notAFile(path, reason):
      """
      Settings path \(reason.replacingOccurrences(of: "; it is left alone", with: "")); \
      using defaults, and settings are not saved there. (\(path))
      """
    case let .writeFailed(path, reason):
      "Settings could not be saved to \(path): \(reason)"
    }
  }

  public var description: String { message }
}
