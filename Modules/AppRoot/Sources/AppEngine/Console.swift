import Foundation
import Runtime

/// Where the `app` executable reads commands and writes its transcript and errors; the real
/// process streams, or strings in tests.
///
/// ```swift
/// let console = Console(input: ["screen", "quit"], isInteractive: false)
/// let status = await AppCommand.main(arguments: ["repl"], console: console)
/// print(console.output)
/// ```
@MainActor
public final class Console {
  private let readInput: @MainActor () -> String?
  private let writeOutput: @MainActor (String) -> Void
  private let writeError: @MainActor (String) -> Void
  /// Whether a person types the input (the prompt then shows `app> ` and does not echo).
  public let isInteractive: Bool
  /// Whether `-`/`+` diff lines are coloured.
  public let usesColor: Bool
  /// The environment, for `NO_COLOR` and the live clients' base URLs.
  public let environment: [String: String]
  private let captures: Bool
  private var capturedOutput = ""
  private var capturedError = ""
  private var pendingInput: [String]

  /// A console over the given streams.
  public init(
    readLine: @escaping @MainActor () -> String?,
    write: @escaping @MainActor (String) -> Void,
    writeError: @escaping @MainActor (String) -> Void,
    isInteractive: Bool,
    usesColor: Bool,
    environment: [String: String]
  ) {
    self.readInput = readLine
    self.writeOutput = write
    self.writeError = writeError
    self.isInteractive = isInteractive
    self.usesColor = usesColor
    self.environment = environment
    self.captures = false
    self.pendingInput = []
  }

  /// A console that reads `input` line by line and captures what is written, for tests.
  public init(input: [String] = [], environment: [String: String] = [:]) {
    self.readInput = { nil }
    self.writeOutput = { _ in }
    self.writeError = { _ in }
    self.isInteractive = false
    self.usesColor = false
    self.environment = environment
    self.captures = true
    self.pendingInput = input.reversed()
  }

  /// Everything written to standard output (captured consoles only).
  public var output: String { capturedOutput }

  /// Everything written to standard error (captured consoles only).
  public var errorOutput: String { capturedError }

  /// Reads one line of input without its line end, or `nil` at the end.
  package func readLine() -> String? {
    if let line = pendingInput.popLast() { return line }
    return readInput()
  }

  /// Writes text followed by a line end to standard output.
  ///
  /// Whatever the text holds, nothing in it acts on the terminal: control characters other
  /// than the line ends that separate its lines, and bidirectional overrides, are written
  /// escaped (`\u{1b}`), as screens and state dumps write them. A script's comment, a file's
  /// name or a hand-edited recording cannot move the cursor or reorder what follows.
  package func print(_ text: String) {
    let shown = Self.escaped(text)
    let line = (usesColor ? Self.colorized(shown) : shown) + "\n"
    if captures { capturedOutput += line }
    writeOutput(line)
  }

  /// Writes text without a line end to standard output, escaped as ``print(_:)`` escapes it.
  package func prompt(_ text: String) {
    let shown = Self.escaped(text)
    if captures { capturedOutput += shown }
    writeOutput(shown)
  }

  /// Writes text followed by a line end to standard error, escaped as ``print(_:)`` escapes
  /// it.
  package func printError(_ text: String) {
    let line = Self.escaped(text) + "\n"
    if captures { capturedError += line }
    writeError(line)
  }

  /// `text` with every control and bidirectional formatting character escaped except the line
  /// feeds between its lines.
  static func escaped(_ text: String) -> String {
    escapingControlCharactersKeepingLines(text)
  }

  /// Colours removed lines red and added lines green.
  static func colorized(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("-") { return "\u{1B}[31m\(line)\u{1B}[0m" }
      if line.hasPrefix("+") { return "\u{1B}[32m\(line)\u{1B}[0m" }
      return String(line)
    }.joined(separator: "\n")
  }
}
