import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes the files an app keeps (settings, recordings, reports, saved scripts)
/// under one set of rules, so that no file the app writes is lost or weakened:
///
/// - **Only regular files.** A path that names a directory, a FIFO, a socket or a device is
///   refused with a message and left alone, and opening one never blocks.
/// - **Links are followed.** A symlink is written through to the file it points at, which
///   keeps its place; the link stays a link.
/// - **The mode is kept.** A file replaced keeps its permissions (a `0600` file stays `0600`);
///   a new one gets `0644`.
/// - **Whole or not at all.** ``replace(_:with:)`` writes a temporary file beside the target,
///   flushes it, and renames it over the target, so a reader sees the old contents or the new
///   ones, never a mix. ``openForAppending(_:)`` is for a file written as it grows (a
///   recording): it starts as an empty file renamed over the old one, and everything up to
///   the last write is kept if the process dies. ``append(_:to:)`` adds to a file in place (a
///   history), a line at a time.
///
/// ```swift
/// try DurableFile.replace("/tmp/report.xml", with: Data(xml.utf8))
/// let text = try DurableFile.read("/tmp/tour.script")
/// ```
package enum DurableFile {
  /// Why a file could not be read or written; its description says what happened to which
  /// path.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    /// The path as the app was given it.
    package let path: String
    /// What went wrong.
    package let reason: String

    package var description: String { "\(path): \(reason)" }

    /// `path` is `kind` ("a directory", "a FIFO"...), which is not written or read.
    static func notRegularFile(_ path: String, kind: String) -> Self {
      Failure(path: path, reason: "is \(kind), not a regular file; it is left alone")
    }
  }

  /// The contents of the regular file at `path`, or `nil` when there is none; only its last
  /// `lastBytes` when it is longer, for a file of which only the end matters (a history).
  ///
  /// A directory, a FIFO, a socket or a device is refused: opening it does not wait for a
  /// writer, and reading it does not start.
  package static func read(_ path: String, lastBytes: Int = .max) throws(Failure) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw Failure(path: path, reason: systemError("cannot be opened"))
    }
    defer { close(descriptor) }
    let status = try regularFileStatus(of: descriptor, path: path)
    if Int64(status.st_size) > Int64(lastBytes) {
      guard lseek(descriptor, off_t(status.st_size) - off_t(lastBytes), SEEK_SET) >= 0 else {
        throw Failure(path: path, reason: systemError("cannot be read"))
      }
    }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while data.count < lastBytes {
      let count = chunk.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress, min($0.count, lastBytes - data.count))
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw Failure(path: path, reason: systemError("cannot be read")) }
      if count == 0 { return data }
      data.append(contentsOf: chunk[..<count])
    }
    return data
  }

  /// Replaces the file at `path` (through links) with `data`, whole or not at all, keeping its
  /// mode, or giving it `mode` when one is given; creates it, and its folder, when there is
  /// none.
  package static func replace(
    _ path: String, with data: Data, mode: mode_t? = nil
  ) throws(Failure) {
    let target = try writableTarget(path)
    let directory = target.deletingLastPathComponent()
    try createFolder(directory, for: path)
    let mode = mode ?? status(of: target).map { $0.st_mode & 0o7777 } ?? 0o644
    let temporary = temporaryFile(beside: target)
    defer { unlink(temporary.path) }
    if let failure = writeDurably(data, to: temporary, mode: mode)
      ?? synchronize(directory)
      ?? call("rename", rename(temporary.path, target.path))
      ?? synchronize(directory)
    {
      throw Failure(path: path, reason: failure)
    }
  }

  /// Starts the file at `path` (through links) anew for a file written as it grows (a
  /// recording), and returns the handle it is written with.
  ///
  /// An empty file with the old file's mode (`0644` for a new one) is made beside the target
  /// and renamed over it, so the old contents go whole, never part of them; what is written
  /// next goes straight to the file.
  package static func openForAppending(_ path: String) throws(Failure) -> FileHandle {
    let target = try writableTarget(path)
    let directory = target.deletingLastPathComponent()
    try createFolder(directory, for: path)
    let mode = status(of: target).map { $0.st_mode & 0o7777 } ?? 0o644
    let temporary = temporaryFile(beside: target)
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      throw Failure(path: path, reason: systemError("cannot be created"))
    }
    if let failure = call("fchmod", fchmod(descriptor, mode))
      ?? call("rename", rename(temporary.path, target.path))
      ?? synchronize(directory)
    {
      close(descriptor)
      unlink(temporary.path)
      throw Failure(path: path, reason: failure)
    }
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Adds `data` at the end of the file at `path` (through links), mode kept; creates it, and
  /// its folder, when there is none. A path that is not a regular file is refused, without
  /// waiting for a reader.
  package static func append(_ data: Data, to path: String) throws(Failure) {
    let target = try writableTarget(path)
    try createFolder(target.deletingLastPathComponent(), for: path)
    let descriptor = open(
      target.path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw Failure(path: path, reason: systemError("cannot be opened"))
    }
    defer { close(descriptor) }
    _ = try regularFileStatus(of: descriptor, path: path)
    if let failure = writeAll(data, to: descriptor) { throw Failure(path: path, reason: failure) }
  }

  /// Removes the temporary files a ``replace(_:with:mode:)`` of the file at `path` (through
  /// links) left behind when its process was killed in the middle: those that last changed more
  /// than `age` before `now`, so that a write in progress keeps its own. Nothing is reported:
  /// a file that cannot be removed stays.
  ///
  /// ```swift
  /// DurableFile.removeAbandonedTemporaryFiles(of: "settings.json", olderThan: 60, now: Date())
  /// ```
  package static func removeAbandonedTemporaryFiles(
    of path: String, olderThan age: TimeInterval, now: Date
  ) {
    let target = Self.target(of: path)
    let directory = target.deletingLastPathComponent()
    let prefix = temporaryPrefix(of: target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(temporarySuffix) {
      let middle = name.dropFirst(prefix.count).dropLast(temporarySuffix.count)
      guard UUID(uuidString: String(middle)) != nil else { continue }
      let file = directory.appendingPathComponent(name)
      guard let status = status(of: file), nonRegularKind(status.st_mode) == nil else { continue }
      let changed = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))
      if now.timeIntervalSince(changed) > age { unlink(file.path) }
    }
  }

  /// Moves the damaged file `target` aside, beside itself, under a name that says when:
  /// `settings.json.damaged-20261127T093000Z`, with `-2`, `-3`... when that name is taken.
  ///
  /// ```swift
  /// let kept = try DurableFile.keepAside(URL(fileURLWithPath: "settings.json"), now: Date())
  /// ```
  package static func keepAside(_ target: URL, now: Date) throws(Failure) -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let base = "\(target.lastPathComponent).damaged-\(formatter.string(from: now))"
    for attempt in 1...100 {
      let aside = target.deletingLastPathComponent().appendingPathComponent(
        attempt == 1 ? base : "\(base)-\(attempt)"
      )
      guard status(of: aside) == nil else { continue }
      if let failure = call("rename", rename(target.path, aside.path)) {
        throw Failure(path: target.path, reason: "could not keep the damaged file: \(failure)")
      }
      return aside
    }
    throw Failure(path: target.path, reason: "too many damaged copies are kept beside it")
  }

  /// Whether `first` and `second` name the same file: the same target after links and `.` or
  /// `..` spellings, or, for files that exist, the same device and inode.
  package static func isSameFile(_ first: String, _ second: String) -> Bool {
    let (left, right) = (Self.target(of: first), Self.target(of: second))
    if left.standardized.path == right.standardized.path { return true }
    guard let one = status(of: left), let other = status(of: right) else { return false }
    return one.st_dev == other.st_dev && one.st_ino == other.st_ino
  }

  /// The file a write to `path` lands on, after links; refused when it exists and is not a
  /// regular file.
  private static func writableTarget(_ path: String) throws(Failure) -> URL {
    let target = Self.target(of: path)
    if let existing = status(of: target), let kind = nonRegularKind(existing.st_mode) {
      throw .notRegularFile(path, kind: kind)
    }
    return target
  }

  /// The status of the file open at `descriptor` (opened from `path`); refused when it is not a
  /// regular file.
  private static func regularFileStatus(
    of descriptor: Int32, path: String
  ) throws(Failure) -> stat {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw Failure(path: path, reason: systemError("cannot be examined"))
    }
    if let kind = nonRegularKind(status.st_mode) { throw .notRegularFile(path, kind: kind) }
    return status
  }

  /// A new name for a temporary file beside `target`: `.settings.json.UUID.tmp`, the form
  /// ``removeAbandonedTemporaryFiles(of:olderThan:now:)`` looks for.
  private static func temporaryFile(beside target: URL) -> URL {
    target.deletingLastPathComponent().appendingPathComponent(
      "\(temporaryPrefix(of: target))\(UUID().uuidString)\(temporarySuffix)")
  }

  /// What the names of the temporary files beside `target` start with.
  private static func temporaryPrefix(of target: URL) -> String {
    ".\(target.lastPathComponent)."
  }

  /// What the names of temporary files end with.
  private static let temporarySuffix = ".tmp"

  /// Creates `directory`, and the folders above it, for a write to `path`.
  package static func createFolder(_ directory: URL, for path: String) throws(Failure) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure(
        path: path, reason: "its folder cannot be created: \(error.localizedDescription)")
    }
  }

  /// The file `path` names, as an absolute URL (relative paths from the current folder) after
  /// links: where a write to `path` lands.
  package static func target(of path: String) -> URL {
    resolvingSymlinks(URL(fileURLWithPath: path).standardized)
  }

  /// Follows `url` through symlinks (at most 32) to the file they point at.
  package static func resolvingSymlinks(_ url: URL) -> URL {
    var current = url
    for _ in 0..<32 {
      guard
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)
      else { return current }
      current =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination)
        : current.deletingLastPathComponent().appendingPathComponent(destination)
    }
    return current
  }

  /// The file's status, not following a last link; `nil` when there is none.
  package static func status(of url: URL) -> stat? {
    var status = stat()
    return lstat(url.path, &status) == 0 ? status : nil
  }

  /// What a file of `mode` is when it is not a regular file: "a directory", "a FIFO"...
  private static func nonRegularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "not a file"
    }
  }

  /// Creates `url` with `mode`, writes `data`, and flushes it to disk; returns why it failed.
  private static func writeDurably(_ data: Data, to url: URL, mode: mode_t) -> String? {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { return call("open", -1) }
    defer { close(descriptor) }
    return call("fchmod", fchmod(descriptor, mode)) ?? writeAll(data, to: descriptor)
      ?? call("fsync", fsync(descriptor))
  }

  /// Writes all of `data` to `descriptor`; returns why it failed.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
    var remaining = data[...]
    while !remaining.isEmpty {
      let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return call("write", -1) }
      remaining = remaining.dropFirst(written)
    }
    return nil
  }

  /// Flushes the entries of `directory` (such as a rename) to disk; returns why it failed.
  private static func synchronize(_ directory: URL) -> String? {
    let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return call("open", -1) }
    defer { close(descriptor) }
    return call("fsync", fsync(descriptor))
  }

  /// `nil` when a system call returned 0 or more, else its name and `errno`'s description.
  package static func call(_ name: String, _ result: Int32) -> String? {
    result >= 0 ? nil : "\(name) failed: \(String(cString: strerror(errno)))"
  }

  /// `what` and `errno`'s description: "cannot be opened (Permission denied)".
  package static func systemError(_ what: String) -> String {
    "\(what) (\(String(cString: strerror(errno))))"
  }
}
