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
  /// ``SettingsFileError`` when the file cannot be used as it is.
  func read() throws(SettingsFileError) -> SettingsSnapshot? {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
      return nil
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    return try SettingsFileContents.decode(data, path: url.path)
  }

  /// Writes the snapshot and returns a message for the user when a damaged file was kept aside.
  ///
  /// A symlink is written through to its target. A file that cannot be used as it is (see
  /// ``read()``) is first renamed to `<name>.damaged-<now(), UTC>`; a file with a newer
  /// `schemaVersion` is never replaced. The new contents go to a temporary file in the same
  /// directory with the old file's permissions, are flushed to disk with the directory, and
  /// are renamed over the file (the directory is flushed again), so a reader sees the old file
  /// or the new one, never a mix.
  func write(
    _ snapshot: SettingsSnapshot, now: () -> Date
  ) throws(SettingsFileError) -> String? {
    let target = Self.resolvingSymlinks(url)
    let directory = target.deletingLastPathComponent()
    var mode: mode_t = 0o644
    var notice: String?
    if let existing = Self.status(of: target) {
      mode = existing.st_mode & 0o7777
      do throws(SettingsFileError) {
        _ = try SettingsFile(url: target).read()
      } catch .unsupportedSchema(_, let found) where found > SettingsSnapshot.currentSchemaVersion {
        throw .writeFailed(
          path: url.path,
          reason: """
            the file has schema version \(found), newer than this app's \
            \(SettingsSnapshot.currentSchemaVersion), and is left unchanged
            """
        )
      } catch {
        let aside = try moveAside(target, now: now())
        mode |= 0o600
        notice = "The damaged settings file was kept as \(aside.path); settings are saved anew."
      }
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path: url.path, reason: error.localizedDescription)
    }
    let data: Data
    do {
      data = try Self.encoder.encode(snapshot)
    } catch {
      throw .writeFailed(path: url.path, reason: error.localizedDescription)
    }
    let temporary = directory.appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp"
    )
    defer { unlink(temporary.path) }
    if let failure = Self.writeDurably(data, to: temporary, mode: mode)
      ?? Self.synchronize(directory)
      ?? Self.call("rename", rename(temporary.path, target.path))
      ?? Self.synchronize(directory)
    {
      throw .writeFailed(path: url.path, reason: failure)
    }
    return notice
  }

  /// Renames the damaged file at `target` to a free `<name>.damaged-<timestamp>` beside it.
  private func moveAside(_ target: URL, now: Date) throws(SettingsFileError) -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let base = "\(target.lastPathComponent).damaged-\(formatter.string(from: now))"
    for attempt in 1...100 {
      let aside = target.deletingLastPathComponent().appendingPathComponent(
        attempt == 1 ? base : "\(base)-\(attempt)"
      )
      guard Self.status(of: aside) == nil else { continue }
      if let failure = Self.call("rename", rename(target.path, aside.path)) {
        throw .writeFailed(path: url.path, reason: "could not keep the damaged file: \(failure)")
      }
      return aside
    }
    throw .writeFailed(path: url.path, reason: "too many damaged copies are kept beside it")
  }

  /// Follows `url` through symlinks (at most 32) to the file they point at.
  private static func resolvingSymlinks(_ url: URL) -> URL {
    var current = url
    for _ in 0..<32 {
      guard
        let destination = try? FileManager.default.destinationOfSymbolicLink(
          atPath: current.path
        )
      else { return current }
      current =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination)
        : current.deletingLastPathComponent().appendingPathComponent(destination)
    }
    return current
  }

  private static func status(of url: URL) -> stat? {
    var status = stat()
    return lstat(url.path, &status) == 0 ? status : nil
  }

  /// Creates `url` with `mode`, writes `data`, and flushes it to disk; returns why it failed.
  private static func writeDurably(_ data: Data, to url: URL, mode: mode_t) -> String? {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { return call("open", -1) }
    defer { close(descriptor) }
    if let failure = call("fchmod", fchmod(descriptor, mode)) { return failure }
    var remaining = data[...]
    while !remaining.isEmpty {
      let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return call("write", -1) }
      remaining = remaining.dropFirst(written)
    }
    return call("fsync", fsync(descriptor))
  }

  /// Flushes the entries of `directory` (such as a rename) to disk; returns why it failed.
  private static func synchronize(_ directory: URL) -> String? {
    let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return call("open", -1) }
    defer { close(descriptor) }
    return call("fsync", fsync(descriptor))
  }

  /// `nil` when a system call returned 0 or more, else its name and `errno`'s description.
  private static func call(_ name: String, _ result: Int32) -> String? {
    result >= 0 ? nil : "\(name) failed: \(String(cString: strerror(errno)))"
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }
}
