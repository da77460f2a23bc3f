import AppScript
import Foundation
import HeadlessUI
import Runtime

// History: the commands a session ran, as `history` lists them and `save` writes them, with
// their secrets masked as every output shows them.

extension Session {
  /// The commands worth saving: everything but the prompt's own commands.
  var savedCommands: [ScriptCommand] {
    history.filter { command in
      switch command {
      case .help, .history, .save, .quit: false
      default: true
      }
    }
  }

  var savedScript: String {
    "# Saved from `app repl`; run it with `app run FILE`.\n"
      + savedCommands.map { "\($0)\n" }.joined()
  }

  /// Writes ``savedScript`` to `file`; a file already there is replaced only when `replacing`.
  func save(to file: String, replacing: Bool) throws(SessionFailure) {
    if !replacing, DurableFile.status(of: URL(fileURLWithPath: file)) != nil {
      throw .usage(
        "\(file) exists; to replace it, type: save \(file.scriptQuoted) replace")
    }
    try TextFiles.write(savedScript, to: file)
    let count = savedCommands.count
    console.print("  saved \(count) command\(count == 1 ? "" : "s") to \(file)")
  }

  var historyText: String {
    history.enumerated().map { "  \($0.offset + 1)  \($0.element)" }.joined(separator: "\n")
  }

  /// `command` as it may be shown and saved: text typed into a secure field, the strings of an
  /// action sent or traced that carries a secret (one that prints masked), and the text an
  /// `expect` compares such a field with, replaced by `••••`.
  ///
  /// Transcripts, `history`, `save` and error messages all use it, so a password typed in a
  /// script or at the prompt appears nowhere in the output.
  package func shareable(_ command: ScriptCommand) -> ScriptCommand {
    let mask = Redacted<String>.placeholder
    switch command {
    case .typeText(let label, _) where (try? host?.node(label))??.kind == .secureField:
      return .typeText(label: label, text: mask)
    case .send(let path):
      return .send(shareable(path))
    case .trace(let path):
      return .trace(shareable(path))
    case .expect(let path, let comparison, .string):
      // The expected text of a field that prints masked is the secret itself.
      guard let current = try? StateReader.value(at: path, in: state),
        customDump(current).contains(mask)
      else { return command }
      return .expect(path, comparison, .string(mask))
    default:
      return command
    }
  }

  /// `path` with its strings masked when the action it names carries a secret.
  private func shareable(_ path: ActionPath) -> ActionPath {
    let mask = Redacted<String>.placeholder
    guard let action = try? ActionDecoding.action(R.Action.self, from: path),
      customDump(action).contains(mask)
    else { return path }
    return path.maskingStrings(with: mask)
  }
}
