import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The prompt's history file as someone else may have left it: only its tail is read, lines
/// longer than the parser accepts are dropped, and what a recalled line holds is shown
/// escaped, never acting on the terminal.
@Suite(.serialized) struct PromptHistoryFileTests {
  private static let up = "\u{1B}[A"
  private static let ctrlC = "\u{03}"

  /// Writes `text` as the history of the app under `state`, and returns its path.
  private func writeHistory(_ text: String, in state: TemporaryDirectory) throws -> String {
    let folder = state.file("app")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return try state.write(text, to: "app/history")
  }

  /// A history file of 4 MiB (mostly one line of NULs, sparse on disk) is read from its end:
  /// the over-long line is dropped, and the file is cut down to the lines kept.
  @Test func onlyTheTailOfALargeHistoryIsReadAndKept() async throws {
    let state = try TemporaryDirectory()
    let history = try writeHistory("help\n", in: state)
    #expect(truncate(history, 4 << 20) == 0)
    let end = try FileHandle(forWritingTo: URL(fileURLWithPath: history))
    try end.seekToEnd()
    try end.write(contentsOf: Data("\nscreen\n".utf8))
    try end.close()

    let run = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await run.waitFor("app> "))
    run.type(Self.up + Self.up + Self.up + "\r")
    #expect(await run.waitFor("== Log in =="))
    #expect(await run.waitForPrompt())
    #expect(await run.quitWithCtrlD() == 0, run.outputTail)
    #expect(try String(contentsOfFile: history, encoding: .utf8) == "screen\n")
  }

  /// A line longer than the parser accepts (10,000 characters) is not recalled.
  @Test func aLineTooLongToParseIsDropped() async throws {
    let state = try TemporaryDirectory()
    _ = try writeHistory(
      "screen\nexpect screen contains \"" + String(repeating: "x", count: 10_000) + "\"\n",
      in: state)
    let run = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await run.waitFor("app> "))
    run.type(Self.up)
    #expect(await run.waitFor("app> screen\u{1B}[K"), run.outputTail)
    run.type(Self.ctrlC + Self.ctrlC)
    #expect(await run.exitStatus() == 0, run.outputTail)
  }

  /// Escape sequences in a recalled line (OSC 52 to the clipboard, a window title, clear
  /// screen, C1 controls) are drawn escaped, as every printed line is.
  @Test func escapeSequencesInARecalledLineAreShownEscaped() async throws {
    let state = try TemporaryDirectory()
    _ = try writeHistory(
      "type \"Email\" \"\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}]0;title\u{07}\u{1B}[2J\u{9B}2J\"\n",
      in: state)
    let run = try TerminalRun(["repl"], stateFolder: state.path, columns: 200)
    #expect(await run.waitForPrompt())
    let recallStarts = run.output.utf8.count
    run.type(Self.up)
    #expect(
      await run.waitFor(
        #"app> type "Email" "\u{1b}]52;c;ZXZpbA==\u{7}\u{1b}]0;title\u{7}\u{1b}[2J\u{9b}2J""#),
      run.outputTail)
    let recalled = String(decoding: run.output.utf8.dropFirst(recallStarts), as: UTF8.self)
    #expect(!recalled.contains("\u{1B}]"))
    #expect(!recalled.contains("\u{07}"))
    #expect(!recalled.contains("\u{1B}[2J"))
    #expect(!recalled.contains("\u{9B}"))
    run.type(Self.ctrlC + Self.ctrlC)
    #expect(await run.exitStatus() == 0, run.outputTail)
  }

  /// Bidirectional overrides in the line, as a label put in by Tab completion brings them
  /// from a server's place name, are drawn escaped, and the cursor stays where it is drawn.
  @Test func bidirectionalOverridesInTheLineAreShownEscaped() async throws {
    let state = try TemporaryDirectory()
    let run = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await run.waitForPrompt())
    run.type("tap \"a\u{202E}b\u{2066}\"\u{1B}[D")
    #expect(await run.waitFor(#"app> tap "a\u{202e}b\u{2066}""#), run.outputTail)
    #expect(await run.waitFor("\u{1B}[K\u{1B}[1D"), run.outputTail)
    #expect(!run.output.contains("\u{202E}"))
    #expect(!run.output.contains("\u{2066}"))
    run.type(Self.ctrlC + Self.ctrlC)
    #expect(await run.exitStatus() == 0, run.outputTail)
  }
}
