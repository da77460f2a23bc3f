import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and atomically replaces the JSON settings file at one location.
struct SettingsFile: Sendable {
  let url: URL

  /// Returns the stored snapshot, `nil` when there is no file yet, or throws a
  /// ``SettingsFileError`` when the file cannot be used.
  func read() throws(SettingsFileError) -> SettingsSnapshot? {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
      return nil
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    return try decode(data)
  }

  /// Writes the snapshot to a temporary file in the same directory, then renames it over the
  /// settings file, so a reader sees either the old file or the new one, never a partial write.
  func write(_ snapshot: SettingsSnapshot) throws(SettingsFileError) {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
    )
    defer { try? FileManager.default.removeItem(at: temporary) }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Self.encoder.encode(snapshot).write(to: temporary)
    } catch {
      throw .writeFailed(path: url.path, reason: Self.reason(for: error))
    }
    if let failure = Self.move(temporary, over: url) {
      throw .writeFailed(path: url.path, reason: failure)
    }
  }

  private func decode(_ data: Data) throws(SettingsFileError) -> SettingsSnapshot {
    let decoder = JSONDecoder()
    do {
      let probe = try decoder.decode(SchemaVersionProbe.self, from: data)
      guard probe.schemaVersion == SettingsSnapshot.currentSchemaVersion else {
        throw SettingsFileError.unsupportedSchema(path: url.path, found: probe.schemaVersion)
      }
      let snapshot = try decoder.decode(SettingsSnapshot.self, from: data)
      if !snapshot.displayName.isEmpty,
        case let .failure(error) = DisplayName.validate(snapshot.displayName)
      {
        throw SettingsFileError.unreadable(path: url.path, reason: error.message)
      }
      return snapshot
    } catch let error as SettingsFileError {
      throw error
    } catch {
      throw .unreadable(path: url.path, reason: Self.reason(for: error))
    }
  }

  /// Renames `source` to `destination`, replacing it in one step; returns why it failed, if it did.
  private static func move(_ source: URL, over destination: URL) -> String? {
    let result = source.withUnsafeFileSystemRepresentation { sourcePath in
      destination.withUnsafeFileSystemRepresentation { destinationPath in
        guard let sourcePath, let destinationPath else { return Int32(-1) }
        return rename(sourcePath, destinationPath)
      }
    }
    return result == 0 ? nil : "could not replace the file: \(String(cString: strerror(errno)))"
  }

  private static func reason(for error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      "not valid JSON (\(context.debugDescription))"
    case DecodingError.keyNotFound(let key, _):
      "missing field \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "wrong value at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
    default:
      error.localizedDescription
    }
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }
}
