import AppScript
import HeadlessUI
import Runtime

/// The names a secret goes by in a session: the fields of the state that print masked
/// (`password: ••••`) and the labels of the secure fields on screen, compared with the names a
/// command uses to tell whether a string it carries may be a secret.
///
/// ```swift
/// let secrets = SecretNames(state: state, screen: host.tree)
/// secrets.areNear(["binding", "pasword"])   // true
/// ```
struct SecretNames {
  /// The names, as they are written.
  let names: Set<String>
  /// Whether the screen shows a secure field, so that text typed into a label it lacks may be
  /// meant for it, however that label is spelled.
  let screenHasSecureField: Bool

  /// The secret names of `state`, and of `screen` when there is one.
  init(state: some Any, screen: ViewNode?) {
    func secureLabels(in node: ViewNode) -> [String] {
      (node.kind == .secureField ? [node.label] : []) + node.children.flatMap(secureLabels)
    }
    let masked = ": \(Redacted<String>.placeholder)"
    let fields = customDump(state).split(separator: "\n").compactMap { line in
      let field = line.trimmingCharacters(in: .whitespaces)
      guard field.hasSuffix(masked) || field.hasSuffix(masked + ",") else { return String?.none }
      return field.prefix { $0 != ":" }.description
    }
    let labels = screen.map(secureLabels(in:)) ?? []
    names = Set(fields + labels)
    screenHasSecureField = !labels.isEmpty
  }

  /// Whether any of `words` is near a secret name (`String.isNear(anyOf:)`).
  func areNear(_ words: [String]) -> Bool {
    words.contains { $0.isNear(anyOf: names) }
  }

  /// The names and argument labels of `path`, and the words of its arguments' values: a
  /// secret field can be named by a case (`binding(.password, ...)`) or a string as well.
  static func words(of path: ActionPath) -> [String] {
    path.segments.flatMap { [$0.name] + words(of: $0.arguments) }
  }

  private static func words(of arguments: [ActionArgument]?) -> [String] {
    (arguments ?? []).flatMap { argument in
      (argument.label.map { [$0] } ?? []) + words(of: argument.value)
    }
  }

  private static func words(of value: ScriptValue) -> [String] {
    switch value {
    case .string(let text): [text]
    case .caseValue(let name, let arguments): [name] + words(of: arguments)
    case .path(let path): words(of: path)
    case .integer, .decimal, .bool, .null: []
    }
  }
}

extension AppDefinition {
  /// The first `send` or `trace` of `steps` whose action is not one of the app's, with why
  /// (and the action it most likely means), so that a script holding one is refused before
  /// anything runs. Its strings are masked in the message when a name near them is a secret
  /// one of the app's initial state.
  package func firstUnknownAction(
    in steps: [ScriptStep]
  ) -> (step: ScriptStep, failure: SessionFailure)? {
    let secrets = SecretNames(state: initialState(), screen: nil)
    for step in steps {
      let path: ActionPath
      switch step.command {
      case .send(let sent), .trace(let sent): path = sent
      default: continue
      }
      do throws(SessionFailure) {
        _ = try ActionDecoding.action(R.Action.self, from: path, secrets: secrets)
      } catch {
        return (step, error)
      }
    }
    return nil
  }
}
