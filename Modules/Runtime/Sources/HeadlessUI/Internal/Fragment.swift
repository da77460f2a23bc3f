/// What rendering a view produces: nodes, and slots filled by cached subtrees that re-render
/// on their own.
enum Fragment {
  /// A node whose children are still fragments; `finish` adjusts it once they are assembled.
  case node(ViewNode, children: [Fragment], finish: (@MainActor (inout ViewNode) -> Void)?)
  /// A cached subtree, such as the content of a ``WithViewStore``.
  case cached(SubtreeRecord)
}

extension Fragment {
  /// A node without children.
  static func leaf(_ node: ViewNode) -> Fragment {
    .node(node, children: [], finish: nil)
  }
}

extension Fragment {
  /// This fragment with `tag` on its node; a node that has a tag keeps it unless `overriding`.
  func tagged(_ tag: AnyHashable, overriding: Bool) -> Fragment {
    guard case .node(var node, let children, let finish) = self, overriding || node.tag == nil
    else { return self }
    node.tag = tag
    return .node(node, children: children, finish: finish)
  }
}
