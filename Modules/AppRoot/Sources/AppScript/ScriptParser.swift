/// Parses script text into steps, one command per line.
///
/// ```swift
/// switch ScriptParser.parse(text, file: "tour.script") {
/// case .success(let steps): run(steps)
/// case .failure(let errors): errors.forEach { print($0) }
/// }
/// ```
public enum ScriptParser {
  /// The longest line, in Unicode scalars, that the parser accepts.
  public static let maximumLineLength = 10_000

  /// The deepest nesting of argument lists that the parser accepts.
  public static let maximumNestingDepth = 32

  /// The most path segments (`loggedIn.home.search`: three) one line may hold, across every
  /// action and state path in it; deeper paths would nest the JSON they are decoded through
  /// until the stack runs out.
  public static let maximumPathSegments = 64

  /// Parses a whole script, returning every step, or the error of every line that has one.
  ///
  /// Lines end in LF or CRLF; blank lines and comment lines produce no step.
  public static func parse(_ text: String, file: String) -> Result<[ScriptStep], ScriptErrors> {
    var steps: [ScriptStep] = []
    var errors: [ScriptError] = []
    for (offset, source) in text.lineFeedLines.enumerated() {
      do throws(ScriptError) {
        if let step = try parseLine(source, file: file, line: offset + 1) {
          steps.append(step)
        }
      } catch {
        errors.append(error)
      }
    }
    return errors.isEmpty ? .success(steps) : .failure(ScriptErrors(errors))
  }

  /// Parses one line, returning `nil` when it is blank or only a comment.
  ///
  /// A trailing line terminator (LF, CR or CRLF) is ignored and left out of the step's source.
  public static func parseLine(
    _ text: String, file: String, line: Int
  ) throws(ScriptError) -> ScriptStep? {
    var scalars = Array(text.unicodeScalars)
    if scalars.last == "\n" { scalars.removeLast() }
    if scalars.last == "\r" { scalars.removeLast() }
    guard scalars.count <= maximumLineLength else {
      throw ScriptError(
        location: ScriptLocation(file: file, line: line, column: maximumLineLength + 1),
        message: "line is too long (\(scalars.count) characters; the limit is "
          + "\(maximumLineLength))")
    }
    var lexer = ScriptLexer(scalars: scalars, file: file, line: line)
    var parser = ScriptLineParser(tokens: try lexer.tokenize(), file: file, line: line)
    guard let (command, column) = try parser.parseCommand() else { return nil }
    return ScriptStep(
      command: command,
      location: ScriptLocation(file: file, line: line, column: column),
      source: String(String.UnicodeScalarView(scalars)))
  }
}

extension String {
  /// The lines of the text, split at each line feed (U+000A) only, without a carriage return
  /// that ends one (CRLF): what scripts and recordings mean by a line. Other Unicode line
  /// breaks (U+2028, U+2029, U+0085) are text within a line; the text after the last line feed
  /// is the last line, empty when the text ends with one.
  ///
  /// ```swift
  /// "a\r\nb\u{2028}c\n".lineFeedLines   // ["a", "b\u{2028}c", ""]
  /// ```
  public var lineFeedLines: [String] {
    unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
      var line = String.UnicodeScalarView(scalars)
      if line.last == "\r" { line.removeLast() }
      return String(line)
    }
  }
}
