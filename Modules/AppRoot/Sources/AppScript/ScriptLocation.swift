/// A position in a script file, with 1-based line and column numbers.
///
/// Columns count Unicode scalars from the start of the line, so a tab or a Korean
/// syllable each occupy one column.
public struct ScriptLocation: Sendable, Equatable {
  /// The name of the script file, as given to the parser.
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column number.
  public var column: Int

  /// Creates a location from a file name, a 1-based line and a 1-based column.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }
}
