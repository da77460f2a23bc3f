import Foundation
import Runtime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and atomically replaces the JSON settings file at one location, by the rules every
/// file the app writes follows (`DurableFile`): only a regular file, links followed, mode kept.
struct SettingsFile: Sendable {
  let url: URL

  /// Returns the stored snapshot, `nil` when there is no file yet, or throws a
  /// ``SettingsFileError`` when the file cannot be used as it is.
  func read() throws(SettingsFileError) -> SettingsSnapshot? {
    let data: Data?
    do {
      data = try DurableFile.read(url.path)
    } catch {
      throw .notAFile(path: url.path, reason: error.reason)
    }
    guard let data else { return nil }
    return try SettingsFileContents.decode(data, path: url.path)
  }

  /// Writes the snapshot and returns a message for the user when a damaged file was kept aside.
  ///
  /// A symlink is written through to its target. A regular file that cannot be used as it is
  /// (see ``read()``) is first renamed to `<name>.damaged-<now(), UTC>`; a file with a newer
  /// `schemaVersion` is never replaced, nor is a path that is not a regular file (a directory,
  /// a FIFO, a device). The file is replaced whole, keeping its permissions.
  func write(
    _ snapshot: SettingsSnapshot, now: () -> Date
  ) throws(SettingsFileError) -> String? {
    let target = DurableFile.resolvingSymlinks(url)
    var mode: mode_t?
    var notice: String?
    var kept: [String: Any] = [:]
    if let existing = DurableFile.status(of: target) {
      do throws(SettingsFileError) {
        _ = try SettingsFile(url: target).read()
        kept = Self.members(of: target)
      } catch .unsupportedSchema(_, let found) where found > SettingsSnapshot.currentSchemaVersion {
        throw .writeFailed(
          path: url.path,
          reason: """
            the file has schema version \(found), newer than this app's \
            \(SettingsSnapshot.currentSchemaVersion), and is left unchanged
            """
        )
      } catch .notAFile(_, let reason) {
        throw .writeFailed(path: url.path, reason: "it \(reason)")
      } catch {
        let aside: URL
        do {
          aside = try DurableFile.keepAside(target, now: now())
        } catch {
          throw .writeFailed(path: url.path, reason: error.reason)
        }
        mode = (existing.st_mode & 0o7777) | 0o600
        notice = "The damaged settings file was kept as \(aside.path); settings are saved anew."
      }
    }
    do {
      let data = try Self.merging(snapshot, into: kept)
      try DurableFile.replace(target.path, with: data, mode: mode)
    } catch let failure as DurableFile.Failure {
      throw .writeFailed(path: url.path, reason: failure.reason)
    } catch {
      throw .writeFailed(path: url.path, reason: error.localizedDescription)
    }
    return notice
  }

  /// The members of the JSON object in the file at `url`; empty when it holds none.
  private static func members(of url: URL) -> [String: Any] {
    guard let data = try? DurableFile.read(url.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return object
  }

  /// The snapshot's JSON, with the members of `kept` it does not set: a key written by another
  /// version of the app survives this one's saves.
  private static func merging(
    _ snapshot: SettingsSnapshot, into kept: [String: Any]
  ) throws -> Data {
    var members = kept
    let encoded = try encoder.encode(snapshot)
    if let fields = try JSONSerialization.jsonObject(with: encoded) as? [String: Any] {
      members.merge(fields) { _, new in new }
    }
    return try JSONSerialization.data(
      withJSONObject: members, options: [.prettyPrinted, .sortedKeys])
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }
}
