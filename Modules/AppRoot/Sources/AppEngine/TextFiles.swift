import Foundation
import Runtime

/// Reads and writes the text files the app uses: scripts, recordings and emitted tests.
package enum TextFiles {
  /// The most a script may be, read from a file or from standard input.
  package static let maximumScriptBytes = 16 << 20

  /// The contents of the file at `path` as UTF-8 text; a file larger than `maximumBytes` (by
  /// default, the most a script may be), of which `what` says what it is, is refused: from its
  /// size before it is read, and, for a file that tells no size (a device, a pipe), once more
  /// than that has been read.
  package static func read(
    _ path: String, maximumBytes: Int = maximumScriptBytes, what: String = "script"
  ) throws(SessionFailure) -> String {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .file("no such file: \(path)")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    let limit = "\(maximumBytes >> 20) MiB, the most a \(what) may be"
    guard size <= maximumBytes else {
      throw .file("\(path) is \(size >> 20) MiB, larger than \(limit)")
    }
    guard let file = FileHandle(forReadingAtPath: path),
      let data = try? file.read(upToCount: min(maximumBytes, .max - 1) + 1) ?? Data()
    else {
      throw .file("cannot read \(path)")
    }
    try? file.close()
    guard data.count <= maximumBytes else {
      throw .file("\(path) is larger than \(limit)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .file("\(path) is not UTF-8 text")
    }
    return text
  }

  /// Writes `text` to `path` by the rules of every file the app writes (`DurableFile`): through
  /// a temporary file renamed over it, so an existing file is replaced whole or not at all,
  /// keeping its mode; a symlink is written through; only a regular file is replaced.
  package static func write(_ text: String, to path: String) throws(SessionFailure) {
    try write(Data(text.utf8), to: path)
  }

  /// Writes the bytes `contents` to `path` by the same rules.
  static func write(_ contents: Data, to path: String) throws(SessionFailure) {
    do {
      try DurableFile.replace(path, with: contents)
    } catch {
      throw .file("cannot write \(error)")
    }
  }
}
