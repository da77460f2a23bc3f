import AppEngine
import AppScript
import Foundation
import Runtime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the prompt's lines from a terminal with line editing: standard input is in raw mode
/// while a line is typed, each key edits the line (``LineEditor``), the line is redrawn after
/// every key, Tab asks the prompt for completions, and the history is kept in a file across
/// sessions.
///
/// ```swift
/// if let terminal = TerminalLineReader.forStandardStreams() {
///   terminal.keepHistory(in: "/home/me/.local/state/app/history")
///   let line = terminal.readLine(prompt: "app> ") { _, cursor in (cursor, []) }
/// }
/// ```
@MainActor
final class TerminalLineReader {
  /// How many lines the history file keeps.
  static let historyLimit = 1_000

  private var editor = LineEditor()
  private var decoder = KeyDecoder()
  private var unread: [UInt8] = []
  private var historyFile: String?

  /// A reader of standard input when it and standard output are terminals that take escape
  /// sequences; `nil` otherwise (`TERM=dumb` included), and the prompt reads plain lines.
  static func forStandardStreams() -> TerminalLineReader? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
      ProcessInfo.processInfo.environment["TERM"] != "dumb"
    else { return nil }
    return TerminalLineReader()
  }

  /// The history file of the app named `appName`: `history` in its folder under
  /// `$XDG_STATE_HOME`, or else under `~/.local/state`; `nil` with neither set. A relative
  /// `$XDG_STATE_HOME` is ignored, as the XDG Base Directory specification asks.
  static func historyPath(appName: String, environment: [String: String]) -> String? {
    let base =
      if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
        state
      } else if let home = environment["HOME"], !home.isEmpty {
        home + "/.local/state"
      } else {
        String?.none
      }
    return base.map { "\($0)/\(appName)/history" }
  }

  /// The most of the history file's end that is read: enough for ``historyLimit`` lines of
  /// the usual length, however large the file has grown.
  static let historyTailBytes = 1 << 20

  /// Loads the history kept in `path` (its last ``historyLimit`` lines within its last
  /// ``historyTailBytes``, leaving out any line longer than the parser accepts) and appends
  /// every line remembered from now on, by the rules of every file the app writes
  /// (`DurableFile`: mode kept, links written through, only a regular file); a file that held
  /// more than the lines kept is cut down to them. A file that cannot be read starts an empty
  /// history, and one that cannot be written keeps the history for this session only.
  func keepHistory(in path: String) {
    let data: Data?
    do {
      data = try DurableFile.read(path, lastBytes: Self.historyTailBytes)
    } catch {
      editor = LineEditor(history: [])
      historyFile = nil
      return
    }
    let lines = String(decoding: data ?? Data(), as: UTF8.self).split(separator: "\n")
    // A tail cut from a longer file most likely starts inside a line: that line is left out.
    let isCut = data?.count == Self.historyTailBytes
    let kept = Array(
      lines.dropFirst(isCut ? 1 : 0)
        .filter { $0.unicodeScalars.count <= ScriptParser.maximumLineLength }
        .suffix(Self.historyLimit).map(String.init))
    editor = LineEditor(history: kept)
    let isWritable =
      isCut || kept.count < lines.count || data == nil
      ? (try? DurableFile.replace(path, with: Data(kept.map { $0 + "\n" }.joined().utf8)))
        != nil
      : true
    historyFile = isWritable ? path : nil
  }

  /// Adds `line` to the history, and to the history file unless `isSaved` is `false`.
  func remember(_ line: String, isSaved: Bool = true) {
    guard editor.remember(line), isSaved, let historyFile else { return }
    try? DurableFile.append(Data((line + "\n").utf8), to: historyFile)
  }

  /// Reads one line after `prompt`, or `nil` when the user quits (Ctrl-D, or Ctrl-C twice on an
  /// empty line) or input ends. `completions` gives, for the line and the cursor, where the
  /// word to complete starts and the words that may replace it.
  func readLine(
    prompt: String, completions: (String, Int) -> (start: Int, candidates: [String])
  ) -> String? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }

    // Whether the screen shows the line as it is. Keys already read (a paste) edit the line
    // before it is drawn again, once: a paste costs a redraw per read, not one per key.
    var isDrawn = false
    repeat {
      if !isDrawn && unread.isEmpty {
        write(editor.rendering(prompt: prompt, columns: columns))
        isDrawn = true
      }
      guard let byte = nextByte() else { break }
      guard let key = decoder.feed(byte) else { continue }
      if key == .enter && !isDrawn {
        // The line is shown whole before the prompt moves on from it.
        write(editor.rendering(prompt: prompt, columns: columns))
      }
      isDrawn = false
      switch editor.handle(key) {
      case .editing:
        break
      case .submitted(let line):
        write("\r\n")
        return line
      case .cleared:
        write("^C  (Ctrl-C again on an empty line quits)\r\n")
      case .completing:
        let (start, candidates) = completions(String(editor.text), editor.cursor)
        let listed = editor.complete(candidates, from: start).map { escapingControlCharacters($0) }
        if !listed.isEmpty { write("\r\n" + listed.joined(separator: "  ") + "\r\n") }
      case .quit:
        write("\r\n")
        return nil
      }
    } while true
    write("\r\n")
    return nil
  }

  /// The next byte of standard input; `nil` at its end or when the process is interrupted.
  private func nextByte() -> UInt8? {
    if unread.isEmpty {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      while unread.isEmpty {
        guard !Interrupt.isRequested else { return nil }
        let ready = poll(&descriptor, 1, 100)
        if ready < 0 && errno != EINTR { return nil }
        guard ready > 0 else { continue }
        var chunk = [UInt8](repeating: 0, count: 256)
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return nil }
        unread = Array(chunk[..<count].reversed())
      }
    }
    return unread.popLast()
  }

  /// The width of the terminal on standard output, 80 when it does not say.
  private var columns: Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  private func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
