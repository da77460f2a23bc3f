import AppEngine
import AppScript
import HeadlessUI
import Runtime

/// What Tab completes at the prompt: the command word; after `tap`, `type`, `toggle`, `select`,
/// `longpress`, `drag`, `increment` and `decrement`, the labels of the controls on the current
/// screen that the command drives; after `select "<picker>" `, that picker's options; and the
/// action path after `send` and `trace`, one case at a time from the app's action type.
///
/// ```swift
/// let completion = PromptCompletion(
///   controls: [.init(label: "Email", kind: .textField), .init(label: "Log in", kind: .button)],
///   actionType: AppFeature.Action.self)
/// completion.candidates(for: "tap ", cursor: 4)
/// // (start: 4, candidates: ["\"Log in\" "])
/// ```
package struct PromptCompletion {
  /// A control on screen, as completion needs it.
  package struct Control: Equatable {
    /// The control's label.
    package var label: String
    /// What the control is.
    package var kind: ViewNode.Kind
    /// A picker's options; empty for other controls.
    package var options: [String]

    /// A control labelled `label`.
    package init(label: String, kind: ViewNode.Kind, options: [String] = []) {
      self.label = label
      self.kind = kind
      self.options = options
    }
  }

  /// The controls on screen.
  let controls: [Control]
  /// The app's action type.
  let actionType: Any.Type

  /// Completion for `controls` and the actions of `actionType`.
  package init(controls: [Control], actionType: Any.Type) {
    self.controls = controls
    self.actionType = actionType
  }

  /// Completion for the controls on `host`'s screen, each once, as the commands find them by
  /// label (the topmost layer's first).
  @MainActor
  init(host: ViewHost?, actionType: Any.Type) {
    var seen: Set<String> = []
    let nodes = (host?.controlLabels ?? []).compactMap { label -> ViewNode? in
      guard seen.insert(label).inserted else { return nil }
      return try? host?.node(label)
    }
    self.init(
      controls: nodes.map { Control(label: $0.label, kind: $0.kind, options: $0.options) },
      actionType: actionType)
  }

  /// Where the word before `cursor` in `line` starts, and the words that may replace it.
  package func candidates(for line: String, cursor: Int) -> (start: Int, candidates: [String]) {
    let typed = String(line.prefix(cursor))
    guard let space = typed.firstIndex(of: " ") else {
      return (0, ScriptLineParser.commandNames.filter { $0.hasPrefix(typed) }.map { $0 + " " })
    }
    let command = String(typed[..<space])
    let argument = typed[typed.index(after: space)...]
    let start = typed.distance(from: typed.startIndex, to: argument.startIndex)
    switch command {
    case "tap", "type", "toggle", "select", "longpress", "drag", "increment", "decrement":
      let driven = controls.filter { Self.commands(driving: $0.kind).contains(command) }
      if command == "select",
        let picker = driven.first(where: { argument.hasPrefix($0.label.scriptQuoted + " ") })
      {
        let option = argument.dropFirst(picker.label.scriptQuoted.count + 1)
        return (
          typed.count - option.count,
          Self.quotedWords(completing: option, from: picker.options)
        )
      }
      return (start, Self.quotedWords(completing: argument, from: driven.map(\.label)))
    case "send", "trace":
      guard !argument.contains("("), !argument.contains(" ") else { return (start, []) }
      return (start, actionPaths(completing: String(argument)))
    default:
      return (start, [])
    }
  }

  /// The script commands that drive a control of `kind`, as the view host resolves them: `tap`
  /// for buttons, links and menus, `type` for text and secure fields, `toggle` for toggles and
  /// disclosure groups, `select` for pickers, `increment` and `decrement` for steppers and
  /// sliders, `tap`, `longpress` and `drag` for views with gestures; none for the rest.
  private static func commands(driving kind: ViewNode.Kind) -> [String] {
    switch kind {
    case .button, .navigationLink, .menu: ["tap"]
    case .textField, .secureField: ["type"]
    case .toggle, .disclosureGroup: ["toggle"]
    case .picker: ["select"]
    case .stepper, .slider: ["increment", "decrement"]
    case .gesture: ["tap", "longpress", "drag"]
    default: []
    }
  }

  /// The words of `words` that complete `argument`, quoted: only while `argument` is empty or
  /// an opened quote that has not closed yet.
  private static func quotedWords(completing argument: Substring, from words: [String]) -> [String]
  {
    guard
      argument.isEmpty || (argument.first == "\"" && argument.dropFirst().allSatisfy { $0 != "\"" })
    else { return [] }
    let prefix = argument.dropFirst()
    return words.filter { $0.hasPrefix(prefix) }.map { $0.scriptQuoted + " " }
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
