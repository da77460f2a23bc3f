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
    var codes: [Substring: Int] = [:]
    func code(_ line: Substring) -> Int {
      if let existing = codes[line] { return existing }
      codes[line] = codes.count
      return codes.count - 1
    }
    let a = old.map(code)
    let b = new.map(code)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
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
