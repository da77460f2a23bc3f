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
  var head: String {
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
