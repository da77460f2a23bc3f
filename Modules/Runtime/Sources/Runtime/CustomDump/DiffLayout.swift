/// Lays out line edits as diff text, collapsing long unchanged runs.
///
/// Every changed line is shown with one line of context on each side, together with the
/// lines that open and close the values enclosing it (found by indentation) and the first
/// and last lines of the whole text. Runs of more than two other unchanged lines become a
/// single `… (N unchanged)` line.
struct DiffLayout {
  /// The shortest run of hidden unchanged lines that is collapsed into one line.
  static let shortestCollapsedRun = 3

  /// Returns the diff text for the edits: `- ` removed, `+ ` added, `  ` unchanged lines.
  static func render(_ edits: [LineEdit]) -> String {
    let visible = visibleLines(edits)
    var output: [String] = []
    var start = 0
    while start < edits.count {
      guard !visible[start] else {
        output.append(prefix(of: edits[start]) + edits[start].line)
        start += 1
        continue
      }
      var end = start
      while end < edits.count, !visible[end] { end += 1 }
      let run = edits[start..<end]
      if run.count >= shortestCollapsedRun {
        let indent = run.map { indentation(of: $0.line) }.min() ?? 0
        output.append("  " + String(repeating: " ", count: indent) + "… (\(run.count) unchanged)")
      } else {
        output += run.map { prefix(of: $0) + $0.line }
      }
      start = end
    }
    return output.joined(separator: "\n")
  }

  /// Marks the lines to show: changes, their context, their enclosing lines, first and last.
  private static func visibleLines(_ edits: [LineEdit]) -> [Bool] {
    var visible = [Bool](repeating: false, count: edits.count)
    guard !edits.isEmpty else { return visible }
    visible[0] = true
    visible[edits.count - 1] = true
    let indents = edits.map { indentation(of: $0.line) }
    let openers = nearestShallower(indents, in: Array(indents.indices))
    let closers = nearestShallower(indents, in: indents.indices.reversed())
    var enclosed = [Bool](repeating: false, count: edits.count)
    for index in edits.indices where edits[index].isChange {
      visible[index] = true
      if index > 0 { visible[index - 1] = true }
      if index + 1 < edits.count { visible[index + 1] = true }
      for links in [openers, closers] {
        var next = links[index]
        while let line = next, !enclosed[line] {
          enclosed[line] = true
          next = links[line]
        }
      }
    }
    return zip(visible, enclosed).map { $0 || $1 }
  }

  /// For each line, the nearest line in the visiting order that is indented less.
  private static func nearestShallower(_ indents: [Int], in order: [Int]) -> [Int?] {
    var result = [Int?](repeating: nil, count: indents.count)
    var stack: [Int] = []
    for index in order {
      while let top = stack.last, indents[top] >= indents[index] { stack.removeLast() }
      result[index] = stack.last
      stack.append(index)
    }
    return result
  }

  /// The number of leading spaces of a line.
  private static func indentation(of line: Substring) -> Int {
    line.prefix { $0 == " " }.count
  }

  /// The marker that starts a line of the given kind.
  private static func prefix(of edit: LineEdit) -> String {
    switch edit {
    case .kept: "  "
    case .removed: "- "
    case .added: "+ "
    }
  }
}
