import Foundation

/// A fresh directory under the system's temporary directory, for files a test writes.
struct TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "app-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` to `name` in the directory and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    let file = self.file(name)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  /// The path of `name` in the directory.
  func file(_ name: String) -> String {
    path + "/" + name
  }

  /// The text of `name` in the directory.
  func read(_ name: String) throws -> String {
    try String(contentsOfFile: file(name), encoding: .utf8)
  }
}
