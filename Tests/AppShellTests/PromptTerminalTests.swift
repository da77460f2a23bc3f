import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The prompt at a terminal: `app repl` run on a pseudo-terminal edits its lines, completes
/// with Tab, keeps its history across sessions, and quits on Ctrl-D or a second Ctrl-C.
@Suite(.serialized) struct PromptTerminalTests {
  private static let up = "\u{1B}[A"
  private static let left = "\u{1B}[D"
  private static let home = "\u{1B}[H"
  private static let ctrlC = "\u{03}"

  @Test func arrowsAndHomeEditTheLine() async throws {
    let state = try TemporaryDirectory()
    let run = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await run.waitFor("app> "))
    // "scren", two to the left, an "e": "screen"; then "xx" typed at the start, Backspace and
    // Delete take one "x" each.
    run.type(
      "scren" + Self.left + Self.left + "e" + Self.home + "xx\u{7F}" + Self.left + "\u{1B}[3~\r")
    #expect(await run.waitFor("== Log in =="))
    #expect(await run.quitWithCtrlD() == 0, run.outputTail)
    #expect(!run.output.contains("unknown command"))
  }

  @Test func tabCompletesCommandsLabelsAndActionPaths() async throws {
    let state = try TemporaryDirectory()
    let run = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await run.waitFor("app> "))
    run.type("scr\t")
    #expect(await run.waitFor("app> screen "))
    run.type("\r")
    #expect(await run.waitForPrompt())
    run.type("type \"Em\t")
    #expect(await run.waitFor(#"app> type "Email" "#))
    run.type("\"blob@example.com\"\r")
    #expect(await run.waitForPrompt())
    run.type("send loggedOut.vi\t")
    #expect(await run.waitFor("app> send loggedOut.view."))
    run.type("onApp\t\r")
    #expect(await run.waitFor("app> send loggedOut.view.onAppear"))
    #expect(await run.waitForPrompt())
    run.type("expect loggedOut.email == \"blob@example.com\"\r")
    #expect(await run.waitForPrompt())
    #expect(await run.quitWithCtrlD() == 0, run.outputTail)
    #expect(!run.output.contains("error"))
  }

  @Test func severalCandidatesAreListed() async throws {
    let state = try TemporaryDirectory()
    let run = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await run.waitFor("app> "))
    run.type("s\t")
    #expect(await run.waitFor("select   send   settle   screen   state   save "))
    run.type(Self.ctrlC + Self.ctrlC)
    #expect(await run.exitStatus() == 0, run.outputTail)
  }

  @Test func theHistoryIsKeptAcrossSessionsWithSecretsMasked() async throws {
    let state = try TemporaryDirectory()
    let first = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await first.waitFor("app> "))
    first.type("type \"Password\" \"correct-horse\"\r")
    #expect(await first.waitForPrompt())
    first.type("screen\r")
    #expect(await first.waitForPrompt())
    #expect(await first.quitWithCtrlD() == 0, first.outputTail)
    let history = try String(contentsOfFile: state.path + "/app/history", encoding: .utf8)
    #expect(history == "type \"Password\" \"••••\"\nscreen\n")

    let second = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await second.waitFor("app> "))
    second.type(Self.up + Self.up)
    #expect(await second.waitFor(#"app> type "Password" "••••""#))
    second.type(Self.ctrlC + "\u{1B}[A\r")
    #expect(await second.waitFor("== Log in =="))
    #expect(await second.waitForPrompt())
    #expect(await second.quitWithCtrlD() == 0, second.outputTail)
  }

  /// A line that failed with a string masked, as a secret typed into a misspelled label, is
  /// kept for the session, not in the history file.
  @Test func aFailedLineNearASecretIsNotKeptInTheHistoryFile() async throws {
    let state = try TemporaryDirectory()
    let run = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await run.waitFor("app> "))
    run.type("type \"Pasword\" \"correct-horse\"\r")
    #expect(await run.waitForPrompt())
    run.type(Self.up)
    #expect(await run.waitFor(#"app> type "Pasword" "••••""#))
    run.type(Self.ctrlC + "screen\r")
    #expect(await run.waitForPrompt())
    #expect(await run.quitWithCtrlD() == 0, run.outputTail)
    let history = try String(contentsOfFile: state.path + "/app/history", encoding: .utf8)
    #expect(history == "screen\n")
  }

  /// A dumb terminal gets plain lines, without escape sequences; a relative
  /// `XDG_STATE_HOME` is ignored, as the XDG specification asks, for `~/.local/state`.
  @Test func aDumbTerminalGetsNoEscapesAndARelativeStateHomeIsIgnored() async throws {
    let home = try TemporaryDirectory()
    let run = try TerminalRun(
      ["repl"], stateFolder: "relative/state",
      environment: ["TERM": "dumb", "HOME": home.path])
    #expect(await run.waitFor("app> "))
    run.type("screen\r")
    #expect(await run.waitFor("== Log in =="))
    #expect(await run.waitFor("app> "))
    run.type("quit\r")
    #expect(await run.exitStatus() == 0, run.outputTail)
    #expect(!run.output.contains("\u{1B}"))
    #expect(!FileManager.default.fileExists(atPath: "relative/state"))

    let editing = try TerminalRun(
      ["repl"], stateFolder: "relative/state", environment: ["HOME": home.path])
    #expect(await editing.waitFor("app> "))
    editing.type("screen\r")
    #expect(await editing.waitForPrompt())
    #expect(await editing.quitWithCtrlD() == 0, editing.outputTail)
    #expect(
      try String(contentsOfFile: home.path + "/.local/state/app/history", encoding: .utf8)
        == "screen\n")
  }

  /// A line wider than the terminal scrolls sideways: each redraw fits on one row, so none
  /// repeats the line's first row below it; a wide character moves the cursor two columns.
  @Test func aWideLineScrollsAndWideCharactersTakeTwoColumns() async throws {
    let state = try TemporaryDirectory()
    let run = try TerminalRun(["repl"], stateFolder: state.path, columns: 30)
    #expect(await run.waitForPrompt())
    let typingStarts = run.output.utf8.count
    let long = "expect screen contains \"" + String(repeating: "x", count: 60) + "\""
    run.type(long)
    #expect(await run.waitFor("xxxxx\"\u{1B}[K"))
    // Every redraw, from a carriage return to the next, fits in the 30 columns.
    let typed = String(decoding: run.output.utf8.dropFirst(typingStarts), as: UTF8.self)
    let redraws = typed.split(separator: "\r").map { chunk in
      chunk.replacingOccurrences(
        of: "\u{1B}\\[[0-9]*[A-Za-z]", with: "", options: .regularExpression)
    }
    #expect(redraws.allSatisfy { $0.count < 30 }, run.outputTail)
    run.type(Self.ctrlC)
    #expect(await run.waitForPrompt())
    run.type("type \"Email\" \"서울\"" + Self.left + Self.left)
    #expect(await run.waitFor("서울\"\u{1B}[K\u{1B}[3D"))
    run.type(Self.ctrlC + Self.ctrlC)
    #expect(await run.exitStatus() == 0, run.outputTail)
  }

  /// The history file follows the rules of every file the app writes: a link to a `0600` file
  /// is written through and the mode kept; a FIFO is left alone and does not hold the prompt.
  @Test func theHistoryFileKeepsItsModeAndLinkAndAFIFOIsLeftAlone() async throws {
    let state = try TemporaryDirectory()
    let folder = state.file("app")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = try state.write("screen\n", to: "kept-history")
    #expect(chmod(file, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/history", withDestinationPath: file)
    let linked = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await linked.waitFor("app> "))
    linked.type("help\r")
    #expect(await linked.waitForPrompt())
    #expect(await linked.quitWithCtrlD() == 0, linked.outputTail)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "screen\nhelp\n")
    var status = stat()
    #expect(stat(file, &status) == 0 && status.st_mode & 0o777 == 0o600)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/history") == file)

    try FileManager.default.removeItem(atPath: folder + "/history")
    #expect(mkfifo(folder + "/history", 0o600) == 0)
    let fifo = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await fifo.waitFor("app> "))
    fifo.type("help\r")
    #expect(await fifo.waitForPrompt())
    #expect(await fifo.quitWithCtrlD() == 0, fifo.outputTail)
    #expect(lstat(folder + "/history", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func ctrlCClearsTheLineAndASecondQuitsWithTheRecordingSaved() async throws {
    let state = try TemporaryDirectory()
    let recording = state.file("session.jsonl")
    let run = try TerminalRun(["repl", "--record", recording], stateFolder: state.path)
    #expect(await run.waitFor("app> "))
    run.type("type \"Email\" \"blob@example.com\"\r")
    #expect(await run.waitFor("email"))
    #expect(await run.waitForPrompt())
    run.type("tap \"Log in\"" + Self.ctrlC)
    #expect(await run.waitFor("(Ctrl-C again on an empty line quits)"))
    run.type(Self.ctrlC)
    #expect(await run.exitStatus() == 0, run.outputTail)
    let saved = try Recording(parsing: String(contentsOfFile: recording, encoding: .utf8))
    #expect(saved.actionCount == 2)
    #expect(!run.output.contains("disabled"))
  }

  @Test func aFailedExpectationMakesThePromptExitWith1() async throws {
    let state = try TemporaryDirectory()
    let run = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await run.waitFor("app> "))
    run.type("expect loggedOut.email == \"someone\"\r")
    #expect(await run.waitFor("error: "))
    #expect(await run.waitForPrompt())
    #expect(await run.quitWithCtrlD() == 1, run.outputTail)
  }
}
