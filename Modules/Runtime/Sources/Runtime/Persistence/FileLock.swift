import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock beside a file, so that the processes, and the threads, that read, change
/// and write the file take turns.
///
/// The lock is an exclusive `flock` on `.<name>.lock` in the folder of the file `path` names,
/// after links, so that two paths to one file share one lock. The lock file is created empty
/// with mode `0600` and is kept: removing it would let a writer lock a file another has just
/// replaced. Only writers that take the lock wait for each other.
///
/// ```swift
/// try FileLock.withExclusiveLock(beside: "/tmp/settings.json") {
///   let current = try DurableFile.read("/tmp/settings.json")
///   try DurableFile.replace("/tmp/settings.json", with: changed(current))
/// }
/// ```
package enum FileLock {
  /// Runs `body` while holding the lock beside the file at `path`, waiting for the lock first;
  /// throws a ``DurableFile/Failure`` about `path` when the lock cannot be taken.
  package static func withExclusiveLock<T>(
    beside path: String, _ body: () throws -> T
  ) throws -> T {
    let target = DurableFile.target(of: path)
    let directory = target.deletingLastPathComponent()
    try DurableFile.createFolder(directory, for: path)
    let lockFile = directory.appendingPathComponent(".\(target.lastPathComponent).lock")
    let descriptor = open(
      lockFile.path, O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw DurableFile.Failure(
        path: path,
        reason: "its lock file \(lockFile.path) " + DurableFile.systemError("cannot be opened"))
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw DurableFile.Failure(
          path: path,
          reason: "its lock file \(lockFile.path) " + DurableFile.systemError("cannot be locked"))
      }
    }
    return try body()
  }
}
