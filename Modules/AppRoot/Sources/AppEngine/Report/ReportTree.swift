import Runtime

/// The app's reducer tree as a run report numbers it (in preorder), with the look-ups that
/// place the tracer's events on it: the child an operator event names, the reducer a state
/// change names, the node that owns an effect's scope, and which nodes a state holds.
///
/// ```swift
/// let tree = ReportTree(AppFeature().explain(in: AppFeature.initialState))
/// tree.activeNodes(in: AppFeature().explain(in: state))   // [0, 1, 2, ...]
/// ```
struct ReportTree {
  /// The tree, numbered, as the page draws it.
  let root: RunReport.Node
  /// Each node as the tracer names it: without the marks of a state (presence, counts).
  private let shapes: [ReducerNode]
  private let parents: [Int?]
  private let children: [[Int]]
  /// Whether a change of the state at each node can make a node below appear or go away.
  private let changesPresence: [Bool]

  init(_ tree: ReducerNode) {
    var shapes: [ReducerNode] = []
    var parents: [Int?] = []
    var children: [[Int]] = []
    func number(_ node: ReducerNode, parent: Int?) -> RunReport.Node {
      let id = shapes.count
      shapes.append(node.unmarked)
      parents.append(parent)
      children.append([])
      if let parent { children[parent].append(id) }
      return RunReport.Node(
        id: id, kind: node.kind.rawValue, label: node.kind.label, name: node.name,
        statePath: node.statePath, actionPath: node.actionPath,
        children: node.children.map { number($0, parent: id) })
    }
    root = number(tree, parent: nil)
    self.shapes = shapes
    self.parents = parents
    self.children = children
    changesPresence = shapes.indices.map { node in
      // A reducer changes the state of the nearest operator above it that scopes state (the
      // root's, at the top); an operator's own change (a dismissal) changes the same.
      var domain = parents[node] ?? 0
      while domain != 0, shapes[domain].statePath == nil { domain = parents[domain] ?? 0 }
      func holdsPresence(_ node: Int) -> Bool {
        children[node].contains { child in
          switch shapes[child].kind {
          case .ifLet, .ifCaseLet, .forEach, .presentation, .stack: true
          case .scope: shapes[child].statePath?.hasPrefix("/") == true || holdsPresence(child)
          default: holdsPresence(child)
          }
        }
      }
      return holdsPresence(domain)
    }
  }

  /// Whether a change of the state by the reducer (or operator) `node` can make part of the
  /// tree appear or go away: whether an optional, an enum case or a collection is in the state
  /// it changes. A search field's `Reduce` cannot; `HomeFeature`'s, which presents sheets, can.
  func mayChangePresence(from node: Int) -> Bool {
    changesPresence[node]
  }

  /// The features of the tree, root first, each once.
  var features: [String] {
    var seen: Set<String> = []
    return shapes.compactMap(\.name).filter { seen.insert($0).inserted }
  }

  /// The child of `parent` that a trace names as `node` (the tracer names a node without
  /// marks): the one child with the node's operator, feature and paths, or, when siblings share
  /// those, the one whose whole subtree is the node's.
  func child(of parent: Int, matching node: ReducerNode) -> Int? {
    let sameHead = children[parent].lazy.filter { child in
      let shape = self.shapes[child]
      return shape.kind == node.kind && shape.name == node.name
        && shape.statePath == node.statePath && shape.actionPath == node.actionPath
    }
    var candidates = sameHead.makeIterator()
    guard let first = candidates.next() else { return nil }
    guard candidates.next() != nil else { return first }
    return sameHead.first { self.shapes[$0] == node }
  }

  /// The reducer under `parent` that a trace names `name` when it changes state or returns an
  /// effect: a `Reduce`, a `BindingReducer` or a feature that implements `reduce(into:action:)`,
  /// which is `parent` itself when the operator runs it directly.
  func reducer(of parent: Int, named name: String) -> Int? {
    let match = children[parent].first { child in
      let shape = shapes[child]
      return shape.children.isEmpty
        && (shape.kind == .feature ? shape.name == name : shape.kind.rawValue == name)
    }
    if let match { return match }
    return shapes[parent].name == name && children[parent].isEmpty ? parent : nil
  }

  /// The operator under `parent` that wrote the trace note `note` about the state it changed
  /// itself (a presentation's `... dismissed its destination`, a stack's `... popped ...`).
  func noteAuthor(of parent: Int, note: String) -> Int? {
    children[parent].first { note.hasPrefix(shapes[$0].head + " ") }
  }

  /// The node an effect's scope names: each segment is the state path of an operator, one
  /// level further down (an element of a `forEach` adds its id: `\.favorites[id: 3]`).
  func owner(ofScope scope: [String]) -> Int {
    var node = 0
    for segment in scope {
      guard
        let next = descendants(of: node).first(where: { candidate in
          guard let path = shapes[candidate].statePath else { return false }
          return segment == path || segment.hasPrefix(path + "[")
        })
      else { break }
      node = next
    }
    return node
  }

  /// The nodes below `node` in preorder, stopping at each one with a state path: the
  /// operators an effect's next scope segment can name.
  private func descendants(of node: Int) -> [Int] {
    children[node].flatMap { child in
      shapes[child].statePath == nil ? [child] + descendants(of: child) : [child]
    }
  }

  /// The feature a node belongs to: its own name, or the nearest named node above it.
  func feature(of node: Int) -> String {
    var current: Int? = node
    while let id = current {
      if let name = shapes[id].name { return name }
      current = parents[id]
    }
    return shapes[0].name ?? "?"
  }

  /// The deepest feature on a route: the last named node on it after the root.
  func feature(onRoute route: [Int]) -> String {
    let deepest = route.last { $0 != 0 && shapes[$0].name != nil } ?? 0
    return feature(of: deepest)
  }

  /// The nodes whose state is there in the tree `explained` in a state: every node none of
  /// whose operators above it (or itself) holds an absent child or an empty collection; `nil`
  /// when that tree is not drawn like this one.
  func activeNodes(in explained: ReducerNode) -> [Int]? {
    var active: [Int] = []
    var id = 0
    func walk(_ node: ReducerNode, present: Bool) -> Bool {
      guard id < shapes.count, shapes[id].kind == node.kind, shapes[id].name == node.name
      else { return false }
      let here = present && node.presence != .inactive && node.count != 0
      if here { active.append(id) }
      id += 1
      return node.children.allSatisfy { walk($0, present: here) }
    }
    guard walk(explained, present: true), id == shapes.count else { return nil }
    return active
  }
}

extension ReducerNode {
  /// The node and its children without the marks of a state: how a trace names an operator.
  var unmarked: ReducerNode {
    ReducerNode(
      kind, name: name, statePath: statePath, actionPath: actionPath,
      children: children.map(\.unmarked))
  }
}
