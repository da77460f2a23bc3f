/// The comparison in an `expect <state-path> == <value>` command.
public enum ScriptComparison: String, Sendable, Equatable, CustomStringConvertible {
  /// The state must equal the value (`==`).
  case equal = "=="
  /// The state must differ from the value (`!=`).
  case notEqual = "!="

  /// The operator as written in a script.
  public var description: String { rawValue }
}
