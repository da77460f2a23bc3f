import AppEngine
import AppScript
import Runtime

/// What Tab completes at the prompt: the command word, a control's label on the current
/// screen after `tap`, `type`, `toggle` and `select`, and the action path after `send` and
/// `trace`, one case at a time from the app's action type.
///
/// ```swift
/// let completion = PromptCompletion(labels: ["Email", "Log in"], actionType: AppFeature.Action.self)
/// completion.candidates(for: "send loggedIn.se", cursor: 16)
/// // (start: 5, candidates: ["loggedIn.search.", "loggedIn.settingsButtonTapped"])
/// ```
struct PromptCompletion {
  /// The labels of the controls on screen.
  let labels: [String]
  /// The app's action type.
  let actionType: Any.Type

  /// Where the word before `cursor` in `line` starts, and the words that may replace it.
  func candidates(for line: String, cursor: Int) -> (start: Int, candidates: [String]) {
    let typed = String(line.prefix(cursor))
    guard let space = typed.firstIndex(of: " ") else {
      return (0, ScriptLineParser.commandNames.filter { $0.hasPrefix(typed) }.map { $0 + " " })
    }
    let command = typed[..<space]
    let argument = typed[typed.index(after: space)...]
    let start = typed.distance(from: typed.startIndex, to: argument.startIndex)
    switch command {
    case "tap", "type", "toggle", "select":
      // Only the first argument is a label: a quote opens it and none has closed it yet.
      guard
        argument.isEmpty
          || (argument.first == "\"" && argument.dropFirst().allSatisfy { $0 != "\"" })
      else { return (start, []) }
      let prefix = argument.dropFirst()
      return (start, labels.filter { $0.hasPrefix(prefix) }.map { $0.scriptQuoted + " " })
    case "send", "trace":
      guard !argument.contains("("), !argument.contains(" ") else { return (start, []) }
      return (start, actionPaths(completing: String(argument)))
    default:
      return (start, [])
    }
  }

  /// The action paths that complete `path`: its last segment completed with each case of the
  /// enum its other segments reach, followed by `.` when the case holds actions and `(` when
  /// it holds other values.
  private func actionPaths(completing path: String) -> [String] {
    var segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let last = segments.removeLast()
    var type = actionType
    for segment in segments {
      guard let payload = casePayloads(of: type).first(where: { $0.name == segment })?.payload,
        Self.holdsCases(payload)
      else { return [] }
      type = payload
    }
    let prefix = segments.map { $0 + "." }.joined()
    return casePayloads(of: type).filter { $0.name.hasPrefix(last) }.map { name, payload in
      guard let payload else { return prefix + name }
      return prefix + name + (Self.holdsCases(payload) ? "." : "(")
    }
  }

  /// Whether a path goes on through the cases of `type`: an enum, but not an optional, which
  /// a path writes as a value (`nil`).
  private static func holdsCases(_ type: Any.Type) -> Bool {
    !caseNames(of: type).isEmpty && !(type is any OptionalValue.Type)
  }
}

/// An optional, which an action path writes as a value rather than through its cases.
private protocol OptionalValue {}

extension Optional: OptionalValue {}
