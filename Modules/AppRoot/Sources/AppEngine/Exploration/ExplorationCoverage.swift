import HeadlessUI
import Runtime

/// What an exploration reached: the screens it saw, the controls it drove, and the actions the
/// store reduced, each by name.
///
/// ```swift
/// let exploration = try await Explorer(definition: .showcase, seed: 1, steps: 500).run()
/// print(exploration.coverage.text)
/// ```
public struct ExplorationCoverage: Equatable, Sendable, Codable {
  /// The screens seen: `screen "Weather"` by its navigation title, `sheet "Settings"` by its
  /// label or title, or the kind alone (`screen`, `sheet`) when it has neither.
  public private(set) var screens: Set<String> = []
  /// The controls driven, as `button "Log in"`.
  public private(set) var controls: Set<String> = []
  /// The action cases reduced, by their path through the action enums, such as
  /// `loggedIn.search.searchQueryChanged`.
  public private(set) var actions: Set<String> = []
  /// The operators of the reducer tree (`explain`) that hand actions to a child, by the path
  /// of the actions they hand on: `loggedIn.destination.presented.settings`.
  public private(set) var operators: [String] = []

  /// The operators no reduced action went through, in the tree's order.
  public var operatorsNeverReached: [String] {
    operators.filter { path in
      !actions.contains { $0 == path || $0.hasPrefix(path + ".") }
    }
  }

  /// Notes the screen `host` shows.
  @MainActor mutating func noteScreen(of host: ViewHost) {
    let top = host.topmostPresentation ?? host.tree
    let title = top.first { $0.kind == .navigationTitle && !$0.label.isEmpty }?.label
    guard let presentation = host.topmostPresentation else {
      screens.insert(title.map { "screen \"\($0)\"" } ?? "screen")
      return
    }
    let label = presentation.label.isEmpty ? title : presentation.label
    screens.insert(label.map { "\(presentation.kind.name) \"\($0)\"" } ?? presentation.kind.name)
  }

  /// Notes the operators of the app's reducer tree.
  mutating func noteTree(_ tree: ReducerNode) {
    operators = Self.operatorPaths(in: tree, under: [])
  }

  /// Notes the control a step drove.
  mutating func noteDriven(_ control: ViewNode) {
    controls.insert("\(control.kind.name) \"\(control.label)\"")
  }

  /// Notes an action the store reduced.
  mutating func noteReduced(_ action: Any) {
    actions.insert(ActionCase.path(of: action))
  }

  /// The coverage as text: a count and a sorted list for each kind, then the operators of
  /// the reducer tree that no action went through.
  public var text: String {
    let never = operatorsNeverReached
    let lists = [("screens", screens), ("controls", controls), ("actions", actions)]
      .map { name, values in
        "\(name) reached: \(values.count)\n"
          + values.sorted().map { "  " + $0 }.joined(separator: "\n")
      }
    let tree =
      "reducer tree operators reached: \(operators.count - never.count) of \(operators.count)"
      + never.map { "\n  never: " + $0 }.joined()
    return (lists + [tree]).joined(separator: "\n")
  }

  /// The action paths of the operators in `node` and below, `prefix` being the path of the
  /// actions that reach it: a presentation's child actions come `presented`, a stack's
  /// `element`.
  private static func operatorPaths(in node: ReducerNode, under prefix: [String]) -> [String] {
    var prefix = prefix
    var paths: [String] = []
    if let actionPath = node.actionPath {
      // `/Action.scope .. /ScopeAction.alert`: one case name after each last dot.
      prefix += actionPath.components(separatedBy: " .. ").compactMap { part in
        part.split(separator: ".").last.map(String.init)
      }
      paths.append(prefix.joined(separator: "."))
      switch node.kind {
      case .presentation: prefix.append("presented")
      case .stack: prefix.append("element")
      default: break
      }
    }
    return paths + node.children.flatMap { operatorPaths(in: $0, under: prefix) }
  }
}
