/// One parsed line of a script: the command, where it came from, and its original text.
public struct ScriptStep: Sendable, Equatable {
  /// The parsed command.
  public var command: ScriptCommand
  /// The location of the command's first token.
  public var location: ScriptLocation
  /// The original line text, without its line terminator.
  public var source: String

  /// Creates a step from a command, its location and its source line.
  public init(command: ScriptCommand, location: ScriptLocation, source: String) {
    self.command = command
    self.location = location
    self.source = source
  }
}
