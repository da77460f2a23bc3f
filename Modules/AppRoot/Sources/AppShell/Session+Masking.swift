import AppScript
import HeadlessUI
import Runtime

extension Session {
  /// `command` as it may be shown and saved: text typed into a secure field, and the strings
  /// of an action that carries a secret (one that prints masked), replaced by `••••`.
  ///
  /// Transcripts, `history`, `save` and error messages all use it, so a password typed in a
  /// script or at the prompt appears nowhere in the output.
  func shareable(_ command: ScriptCommand) -> ScriptCommand {
    let mask = Redacted<String>.placeholder
    switch command {
    case .typeText(let label, _) where (try? host?.node(label))??.kind == .secureField:
      return .typeText(label: label, text: mask)
    case .send(let path):
      guard let action = try? ActionDecoding.action(R.Action.self, from: path),
        customDump(action).contains(mask)
      else { return command }
      return .send(path.maskingStrings(with: mask))
    default:
      return command
    }
  }
}
