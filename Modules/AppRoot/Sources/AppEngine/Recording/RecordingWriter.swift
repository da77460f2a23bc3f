import Foundation
import Runtime

/// Writes a recording while its session runs: the header when recording starts, each entry as
/// it happens, straight to the file, and the end line when the session ends. A session that
/// is killed leaves everything up to its last entry on disk.
@MainActor
final class RecordingWriter {
  private let handle: FileHandle
  private let path: String
  /// Waits on the clock are merged into one entry until something else happens.
  private var pendingAdvance: Duration = .zero

  /// Starts the file at `path` anew, by the rules of every file the app writes (mode kept,
  /// links written through, the old contents replaced whole: `DurableFile`), and writes
  /// `header` to it.
  init(path: String, header: RecordingHeader) throws(SessionFailure) {
    do {
      handle = try DurableFile.openForAppending(path)
    } catch {
      throw .file("cannot write \(error)")
    }
    self.path = path
    try writeLine(of: header)
  }

  /// Writes `entry`, or, for a wait, keeps it until the next entry.
  func append(_ entry: RecordingEntry) throws(SessionFailure) {
    if case .advance(let duration) = entry {
      pendingAdvance += duration
      return
    }
    try writePendingAdvance()
    try writeLine(of: entry)
  }

  /// Writes the end line and closes the file.
  func finish(actionCount: Int, finalState: JSONValue) throws(SessionFailure) {
    try writePendingAdvance()
    try writeLine(of: RecordingEntry.end(actionCount: actionCount, finalState: finalState))
    try? handle.close()
  }

  private func writePendingAdvance() throws(SessionFailure) {
    guard pendingAdvance > .zero else { return }
    let advance = pendingAdvance
    pendingAdvance = .zero
    try writeLine(of: RecordingEntry.advance(advance))
  }

  private func writeLine<Value: Encodable>(of value: Value) throws(SessionFailure) {
    do {
      try handle.write(contentsOf: Data((try JSONCoding.text(of: value) + "\n").utf8))
    } catch {
      throw .file("cannot write \(path): \(error.localizedDescription)")
    }
  }
}
