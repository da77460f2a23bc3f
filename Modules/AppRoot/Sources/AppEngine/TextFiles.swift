import Foundation
import Runtime

/// Reads and writes the text files the app uses: scripts, recordings and emitted tests.
package enum TextFiles {
  /// The contents of the file at `path` as UTF-8 text; a file larger than `maximumBytes`, of
  /// which `what` says what it is, is refused before it is read.
  package static func read(
    _ path: String, maximumBytes: Int = .max, what: String = "file"
  ) throws(SessionFailure) -> String {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .file("no such file: \(path)")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= maximumBytes else {
      throw .file(
        "\(path) is \(size >> 20) MiB, larger than \(maximumBytes >> 20) MiB, the most a "
          + "\(what) may be")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .file("cannot read \(path)")
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
