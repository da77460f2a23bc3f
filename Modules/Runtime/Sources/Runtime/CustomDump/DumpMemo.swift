/// The renderings of the last value dumped, so that dumping its next version renders only the
/// parts that changed: a part equal to the one at the same place last time keeps its text.
///
/// ```swift
/// let memo = DumpMemo()
/// let before = memo.dump(state)
/// state.query = "Seoul"
/// let after = memo.dump(state)  // renders the query again, and reuses every other field
/// ```
///
/// Each dump is the text ``customDump(_:name:indent:maxDepth:)`` gives. Equality decides what
/// is reused, so a part that holds a reference whose contents changed since the last dump (a
/// shared value) can keep an old text: call ``forget()`` after such a change.
package final class DumpMemo {
  /// One rendered value: a copy of it, its text, whether it was rendered as the root (which
  /// names an enum's type), and the renderings of its parts in the order they were rendered.
  final class Node {
    let value: Any
    let text: String
    let isRoot: Bool
    let children: [Node]

    init(value: Any, text: String, isRoot: Bool, children: [Node]) {
      self.value = value
      self.text = text
      self.isRoot = isRoot
      self.children = children
    }
  }

  /// The rendering of the last value dumped.
  private var root: Node?

  package init() {}

  /// Returns `customDump(value)`, rendering again only the parts of `value` that are not equal
  /// to those of the last dump at the same place.
  package func dump(_ value: Any) -> String {
    var writer = DumpWriter(previousRendering: root)
    let text = writer.render(value, isRoot: true)
    root = writer.memoizedRoot
    return text
  }

  /// Drops the last rendering, so that the next dump renders everything.
  package func forget() {
    root = nil
  }

  /// Whether two values are of one `Equatable` type and equal.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
  }
}

extension Equatable {
  /// Whether `other` is of this type and equal to this value.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
