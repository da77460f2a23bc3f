/// A syntax error in a script, with the location of the offending token.
///
/// Its description uses the compiler's format, so editors can jump to it:
///
/// ```
/// tour.script:3:1: error: unknown command 'tapp'; did you mean 'tap'?
/// ```
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the error was found.
  public var location: ScriptLocation
  /// A short message saying what was wrong and what was expected.
  public var message: String

  /// Creates an error at a location with a message.
  public init(location: ScriptLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// The error as `FILE:LINE:COLUMN: error: MESSAGE`.
  public var description: String {
    "\(location.file):\(location.line):\(location.column): error: \(message)"
  }
}
