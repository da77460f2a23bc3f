/// Returns a line diff of the dumps of two values, or `nil` when their dumps are equal.
///
/// Removed lines start with `- `, added lines with `+ ` and unchanged lines with two spaces;
/// long unchanged runs are collapsed into `… (N unchanged)`.
///
/// ```swift
/// if let difference = diff(oldState, newState) {
///   print("state changed:\n" + difference)
/// }
/// ```
public func diff<T>(_ old: T, _ new: T) -> String? {
  diffLines(customDump(old), customDump(new))
}

/// The diff text of two unequal values whose dumps are equal: only fields that dump masked
/// (`••••`) changed.
package let maskedChangeNote = "  (Only masked fields changed; their values are not shown)"

/// Returns a line diff of two texts, or `nil` when they are equal.
///
/// ```swift
/// diffLines("a\nb", "a\nc") // "  a\n- b\n+ c"
/// ```
public func diffLines(_ old: String, _ new: String) -> String? {
  guard old != new else { return nil }
  return diffLines(old.lines, new.lines)
}

/// Returns a line diff of two texts given as their lines, or `nil` when they are equal: a
/// caller that diffs one text with the next splits each once.
package func diffLines(_ old: [Substring], _ new: [Substring]) -> String? {
  guard old != new else { return nil }
  return DiffLayout.render(LineDiff.edits(from: old, to: new))
}

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

  /// The number of leading spaces of a line, counted as characters.
  private static func indentation(of line: Substring) -> Int {
    let spaces = line.utf8.prefix { $0 == 0x20 }.count
    // Only a scalar beyond ASCII can join the last space into a character that is not a space.
    guard let next = line.utf8.dropFirst(spaces).first, next >= 0x80 else { return spaces }
    return line.prefix { $0 == " " }.count
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

/// Computes a shortest line edit script between two texts with Myers' O(ND) algorithm.
///
/// The common prefix and suffix are matched first; when the middle needs more than
/// ``maximumEdits`` edits it is reported as removed and added as a whole, which keeps the
/// cost bounded for very different texts.
struct LineDiff {
  /// The largest number of edits searched for before giving up on a minimal script.
  static let maximumEdits = 1_000

  /// Returns the edits that turn the old lines into the new lines, removals before additions
  /// within each changed run.
  static func edits(from old: [Substring], to new: [Substring]) -> [LineEdit] {
    // The common prefix and suffix are compared as text; only the lines between them, where
    // the edits are, are coded for the search.
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var codes: [Substring: Int] = [:]
    func code(_ line: Substring) -> Int {
      if let existing = codes[line] { return existing }
      codes[line] = codes.count
      return codes.count - 1
    }
    let middleA = old[prefix..<(old.count - suffix)].map(code)
    let middleB = new[prefix..<(new.count - suffix)].map(code)
    var edits = old[..<prefix].map(LineEdit.kept)
    let steps =
      middleSteps(middleA, middleB)
      ?? Array(repeating: Step.remove, count: middleA.count)
      + Array(repeating: Step.add, count: middleB.count)
    var x = prefix
    var y = prefix
    for step in steps {
      switch step {
      case .keep:
        edits.append(.kept(old[x]))
        x += 1
        y += 1
      case .remove:
        edits.append(.removed(old[x]))
        x += 1
      case .add:
        edits.append(.added(new[y]))
        y += 1
      }
    }
    edits += old[(old.count - suffix)...].map(LineEdit.kept)
    return removalsFirst(edits)
  }

  /// A move through the edit graph.
  private enum Step { case keep, remove, add }

  /// Returns the minimal steps between two code sequences, or `nil` past ``maximumEdits``.
  private static func middleSteps(_ a: [Int], _ b: [Int]) -> [Step]? {
    let n = a.count
    let m = b.count
    let limit = min(n + m, maximumEdits)
    let offset = limit + 1
    var furthest = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    for d in 0...limit {
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]) {
          x = furthest[offset + k + 1]
        } else {
          x = furthest[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        furthest[offset + k] = x
        if x >= n, y >= m {
          trace.append(Array(furthest[(offset - d)...(offset + d)]))
          return backtrack(trace, n: n, m: m)
        }
      }
      trace.append(Array(furthest[(offset - d)...(offset + d)]))
    }
    return nil
  }

  /// Walks the recorded frontiers back from the end to recover the steps.
  private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [Step] {
    var steps: [Step] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 1, by: -1) {
      let previous = trace[d - 1]
      let k = x - y
      let down = k == -d || (k != d && previous[k - 1 + d - 1] < previous[k + 1 + d - 1])
      let previousK = down ? k + 1 : k - 1
      let previousX = previous[previousK + d - 1]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        steps.append(.keep)
        x -= 1
        y -= 1
      }
      steps.append(down ? .add : .remove)
      x = previousX
      y = previousY
    }
    steps += Array(repeating: Step.keep, count: x)
    return steps.reversed()
  }

  /// Reorders each run of changes so that its removals come before its additions.
  private static func removalsFirst(_ edits: [LineEdit]) -> [LineEdit] {
    var result: [LineEdit] = []
    result.reserveCapacity(edits.count)
    var added: [LineEdit] = []
    for edit in edits {
      switch edit {
      case .kept:
        result += added
        added.removeAll()
        result.append(edit)
      case .removed:
        result.append(edit)
      case .added:
        added.append(edit)
      }
    }
    return result + added
  }
}

/// One line of a line diff: kept, removed from the old text, or added in the new text.
enum LineEdit: Equatable {
  case kept(Substring)
  case removed(Substring)
  case added(Substring)

  /// The text of the line.
  var line: Substring {
    switch self {
    case .kept(let line), .removed(let line), .added(let line): line
    }
  }

  /// Whether the line differs between the two texts.
  var isChange: Bool {
    if case .kept = self { false } else { true }
  }
}
