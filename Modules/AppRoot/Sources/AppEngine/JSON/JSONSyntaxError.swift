/// Why text is not JSON, and where: the line and column (in characters) of the first byte that
/// does not fit.
///
/// ```swift
/// do { _ = try JSONValue(parsing: "[1,]") } catch { print(error) }
/// // "']' where a value should be at column 4"
/// ```
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var reason: String
  /// The line of the text it is on, from 1.
  public var line: Int
  /// Its column in that line, in characters, from 1.
  public var column: Int

  /// The reason with where it is: its column, and its line when the text has more than one.
  public var description: String {
    line == 1 ? "\(reason) at column \(column)" : "\(reason) at line \(line), column \(column)"
  }

  /// The error for `reason` at byte `offset` of `bytes`.
  init(reason: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    self.reason = reason
    let before = UnsafeBufferPointer(rebasing: bytes[0..<min(offset, bytes.count)])
    let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    line = before.count { $0 == UInt8(ascii: "\n") } + 1
    column =
      String(decoding: UnsafeBufferPointer(rebasing: before[lineStart...]), as: UTF8.self).count + 1
  }
}
