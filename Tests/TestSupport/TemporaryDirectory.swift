import Foundation

/// A fresh directory under the system's temporary directory for the files a test writes,
/// removed with everything in it when the test releases it.
///
/// ```swift
/// let directory = try TemporaryDirectory()
/// let script = try directory.write("screen\n", to: "a.script")
/// ```
public final class TemporaryDirectory {
  /// The directory.
  public let url: URL

  /// Creates the directory.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The directory's path.
  public var path: String { url.path }

  /// The path of `name` in the directory.
  public func file(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  /// Writes `text` to `name` in the directory and returns its path.
  public func write(_ text: String, to name: String) throws -> String {
    let file = self.file(name)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  /// The text of `name` in the directory.
  public func read(_ name: String) throws -> String {
    try String(contentsOfFile: file(name), encoding: .utf8)
  }

  /// The names of the files in the directory, sorted.
  public func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}
