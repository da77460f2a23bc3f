/// One node of a composed reducer tree: a feature, or an operator with the paths it scopes
/// along, the feature it runs, and whether that feature's state is there now.
///
/// Reducers build the tree themselves; ``Reducer/explain(in:)`` returns its root:
///
/// ```swift
/// let tree = AppFeature().explain(in: AppFeature.State.loggedOut(LoginFeature.State()))
/// print(tree.text)
/// ```
///
/// Children are listed in the order they run an action: an `ifLet`, `forEach`, `ifCaseLet` or
/// stack runs its child before the reducer it is applied to, so the child comes first.
public struct ReducerNode: Hashable, Sendable, Codable {
  /// What a node is.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A reducer type: a feature with a `body`, or one that implements `reduce(into:action:)`.
    case feature
    /// A `Reduce { state, action in ... }` closure.
    case reduce = "Reduce"
    /// `Scope(state:action:)`.
    case scope = "Scope"
    /// `ifLet` on an optional child.
    case ifLet
    /// `ifCaseLet` on one case of an enum state.
    case ifCaseLet
    /// `forEach` on an `IdentifiedArray`.
    case forEach
    /// `ifLet` on a `@PresentationState` destination.
    case presentation = "presentationIfLet"
    /// `forEach` on a navigation stack.
    case stack = "stackForEach"
    /// `BindingReducer()`.
    case binding = "BindingReducer"
    /// `onChange(of:)`.
    case onChange
    /// `_printChanges()`.
    case printChanges = "_printChanges"
    /// `dependency(_:_:)`; its name is the type of the value that replaces the dependency.
    case dependency
    /// `CombineReducers { ... }`.
    case combine = "CombineReducers"

    /// How the tree shows the kind: the operator as code spells it.
    public var label: String {
      switch self {
      case .presentation: "ifLet (presentation)"
      case .stack: "forEach (stack)"
      default: rawValue
      }
    }
  }

  /// Whether the state an operator scopes to is there now.
  public enum Presence: String, Hashable, Sendable, Codable {
    /// The child's state is there: it runs on its actions.
    case active
    /// The child's state is absent (`nil`, another case, an empty collection).
    case inactive
  }

  /// What the node is.
  public var kind: Kind
  /// The feature's type for a feature; for an operator, the feature it runs, if it runs one.
  public var name: String?
  /// The state path an operator scopes along: `\.account`, `/State.loggedIn`.
  public var statePath: String?
  /// The action path an operator extracts its child's actions with: `/Action.account`.
  public var actionPath: String?
  /// Whether the child is there in the state the tree was explained in; `nil` when the
  /// operator's child is always there or no state was given.
  public var presence: Presence?
  /// How many elements a `forEach` or a stack holds in that state.
  public var count: Int?
  /// The reducers inside this one, in the order they run.
  public var children: [ReducerNode]

  /// Creates a node.
  public init(
    _ kind: Kind,
    name: String? = nil,
    statePath: String? = nil,
    actionPath: String? = nil,
    presence: Presence? = nil,
    count: Int? = nil,
    children: [ReducerNode] = []
  ) {
    self.kind = kind
    self.name = name
    self.statePath = statePath
    self.actionPath = actionPath
    self.presence = presence
    self.count = count
    self.children = children
  }

  /// An operator that runs `child`: when the child is one feature, the node names it and takes
  /// its children, so the tree reads `Scope \.account /Action.account → AccountFeature`.
  static func scoping(
    _ kind: Kind,
    statePath: String,
    actionPath: String,
    presence: Presence? = nil,
    count: Int? = nil,
    child: [ReducerNode]
  ) -> ReducerNode {
    var node = ReducerNode(
      kind, statePath: statePath, actionPath: actionPath, presence: presence, count: count,
      children: child)
    if child.count == 1, child[0].kind == .feature {
      node.name = child[0].name
      node.children = child[0].children
    }
    return node
  }

  /// The presence of an optional child state, `nil` when no state was given.
  static func presence<Child>(of child: Child??) -> Presence? {
    child.map { $0 == nil ? .inactive : .active }
  }
}

extension Reducer {
  /// The reducer tree this reducer is composed of, each operator marked with whether its child
  /// is there in `state` (pass `nil` to leave the marks out).
  ///
  /// ```swift
  /// print(AppFeature().explain(in: store.state).text)
  /// ```
  public func explain(in state: State?) -> ReducerNode {
    let nodes = _describe().nodes(state)
    if nodes.count == 1, nodes[0].kind == .feature { return nodes[0] }
    return ReducerNode(.feature, name: typeName(Self.self), children: nodes)
  }
}

extension ReducerNode {
  /// The tree drawn with box-drawing lines, one node per line, with each operator's target
  /// feature and presence aligned in columns:
  ///
  /// ```text
  /// AppFeature
  /// ├─ ifCaseLet /State.loggedIn /Action.loggedIn     → HomeFeature   [active]
  /// │  └─ Scope \.account /Action.account             → AccountFeature
  /// └─ Reduce
  /// ```
  public var text: String {
    var rows: [(left: String, right: String)] = []
    appendRows(to: &rows, prefix: "", childPrefix: "")
    let width = rows.lazy.filter { !$0.right.isEmpty }.map(\.left.count).max() ?? 0
    return rows.map { row in
      guard !row.right.isEmpty else { return row.left }
      return row.left + String(repeating: " ", count: width - row.left.count) + "  " + row.right
    }
    .joined(separator: "\n")
  }

  /// The node on one line, without its presence: `Scope \.search /Action.search →
  /// SearchFeature`.
  public var summary: String {
    target.map { head + " " + $0 } ?? head
  }

  /// The operator and its paths, or the feature's name.
  package var head: String {
    guard kind != .feature else { return name ?? "?" }
    return [kind.label, statePath, actionPath].compactMap { $0 }.joined(separator: " ")
  }

  /// The feature an operator runs: `→ SearchFeature`.
  var target: String? {
    guard kind != .feature else { return nil }
    return name.map { "→ " + $0 }
  }

  /// Whether the child is there: `[active]`, `[inactive]`, `[3 elements]`.
  var mark: String? {
    if let count { return count == 1 ? "[1 element]" : "[\(count) elements]" }
    return presence.map { "[\($0.rawValue)]" }
  }

  private func appendRows(
    to rows: inout [(left: String, right: String)], prefix: String, childPrefix: String
  ) {
    rows.append((prefix + head, [target, mark].compactMap { $0 }.joined(separator: "  ")))
    for (index, child) in children.enumerated() {
      let isLast = index == children.count - 1
      child.appendRows(
        to: &rows, prefix: childPrefix + (isLast ? "└─ " : "├─ "),
        childPrefix: childPrefix + (isLast ? "   " : "│  "))
    }
  }
}

extension ReducerNode {
  /// The tree as a Mermaid flowchart, which GitHub renders in a `mermaid` code block.
  ///
  /// Edges are numbered in the order the children run; inactive children are drawn dashed.
  ///
  /// ```swift
  /// print("```mermaid\n" + AppFeature().explain(in: state).mermaid + "```")
  /// ```
  public var mermaid: String {
    var lines = ["flowchart TD"]
    var count = 0
    appendMermaid(to: &lines, count: &count)
    lines.append("  classDef inactive stroke-dasharray: 5 5,color:#888")
    return lines.joined(separator: "\n") + "\n"
  }

  @discardableResult
  private func appendMermaid(to lines: inout [String], count: inout Int) -> String {
    let id = "n\(count)"
    count += 1
    let label = [head, target, mark].compactMap { $0 }.map(Self.mermaidEscaped)
    lines.append("  \(id)[\"\(label.joined(separator: "<br/>"))\"]")
    if presence == .inactive || self.count == 0 { lines.append("  class \(id) inactive") }
    for (index, child) in children.enumerated() {
      let childID = child.appendMermaid(to: &lines, count: &count)
      lines.append("  \(id) -->|\(index + 1)| \(childID)")
    }
    return id
  }

  /// `text` with the characters Mermaid reads inside a quoted label written as entities.
  package static func mermaidEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "#quot;"
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      case "#": escaped += "#35;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
