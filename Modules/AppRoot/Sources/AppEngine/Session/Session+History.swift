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
      case .help, .history, .save, .report, .quit: false
      default: true
      }
    }
  }

  /// The saved commands as a script; a line holding a masked secret follows a comment that
  /// says so, since the script types the mask where the secret was.
  var savedScript: String {
    "# Saved from `app repl`; run it with `app run FILE`.\n"
      + savedCommands.map { command in
        let line = "\(command)\n"
        let mask = Redacted<String>.placeholder
        guard line.contains(mask) else { return line }
        return "# The \(mask) below stands for a secret that was not saved: type the secret "
          + "itself in its place before running this script.\n" + line
      }.joined()
  }

  /// Warns when `command` types or sends the mask itself, as a saved or recalled line does
  /// where a secret was: the app would get `••••`, not the secret.
  func warnOfTypedMask(in command: ScriptCommand) {
    let typed =
      switch command {
      case .typeText(_, let text): text.contains(Redacted<String>.placeholder)
      case .send, .trace: command.description.contains(Redacted<String>.placeholder)
      default: false
      }
    guard typed else { return }
    console.printError(
      "warning: \(Redacted<String>.placeholder) is the mask of a secret that was not kept "
        + "(history and saved scripts keep secrets masked); type the secret itself")
  }

  /// Writes ``savedScript`` to `file`; a file already there is replaced only when `replacing`.
  func save(to file: String, replacing: Bool) throws(SessionFailure) {
    try refuseReplacing(file, unless: replacing, by: "save")
    try TextFiles.write(savedScript, to: file)
    let count = savedCommands.count
    show("  saved \(count) command\(count == 1 ? "" : "s") to \(file)")
  }

  /// Refuses to write `file` over a file already there unless `replacing`, telling how the
  /// prompt's command `keyword` (`save`, `report`) replaces it.
  func refuseReplacing(
    _ file: String, unless replacing: Bool, by keyword: String
  ) throws(SessionFailure) {
    guard !replacing, DurableFile.status(of: URL(fileURLWithPath: file)) != nil else { return }
    throw .usage("\(file) exists; to replace it, type: \(keyword) \(file.scriptQuoted) replace")
  }

  var historyText: String {
    history.enumerated().map { "  \($0.offset + 1)  \($0.element)" }.joined(separator: "\n")
  }

  /// `command` as it may be shown and saved: text typed into a secure field, the strings of an
  /// action sent or traced that carries a secret (one that prints masked), and the text an
  /// `expect` compares such a field with, replaced by `••••`.
  ///
  /// A command that cannot run is masked as well when its label or field is near a secret
  /// one (``secretNames``, ignoring case, within two edits): `type "Pasword" ...` or
  /// `send ...binding(field: .pasword, ...)` was most likely meant for the secret. Text typed
  /// into a label the screen lacks is masked whenever the screen has a secure field.
  ///
  /// Transcripts, `history`, `save`, JUnit reports and error messages all use it, so a
  /// password typed in a script or at the prompt appears nowhere in the output.
  package func shareable(_ command: ScriptCommand) -> ScriptCommand {
    let mask = Redacted<String>.placeholder
    switch command {
    case .typeText(let label, _):
      let mayBeSecret: Bool
      if let node = (try? host?.node(label)) ?? nil {
        mayBeSecret = node.kind == .secureField
      } else {
        // Only a command that failed pays for the secret names: a dump of the whole state.
        let secrets = secretNames
        mayBeSecret = secrets.screenHasSecureField || secrets.areNear([label])
      }
      guard mayBeSecret else { return command }
      return .typeText(label: label, text: mask)
    case .send(let path):
      return .send(shareable(path))
    case .trace(let path):
      return .trace(shareable(path))
    case .expect(let path, let comparison, .string):
      // The expected text of a field that prints masked is the secret itself.
      if let current = try? StateReader.value(at: path, in: state) {
        guard customDump(current).contains(mask) else { return command }
      } else {
        let names = path.components.compactMap {
          if case .name(let name) = $0 { name } else { nil }
        }
        guard secretNames.areNear(names) else { return command }
      }
      return .expect(path, comparison, .string(mask))
    default:
      return command
    }
  }

  /// `path` with its strings masked when the action it names carries a secret, or, when it
  /// names no action, when one of its names or argument labels is near a secret one.
  private func shareable(_ path: ActionPath) -> ActionPath {
    let mask = Redacted<String>.placeholder
    if let action = try? ActionDecoding.action(R.Action.self, from: path, secrets: secretNames) {
      guard customDump(action).contains(mask) else { return path }
    } else {
      guard secretNames.areNear(SecretNames.words(of: path)) else { return path }
    }
    return path.maskingStrings(with: mask)
  }

  /// The names a secret goes by in this session: the state's fields that print masked and the
  /// secure fields on screen.
  var secretNames: SecretNames {
    SecretNames(state: state, screen: host?.tree)
  }
}
