/// The structural position of a view in the tree: it gives a view its identity from one render
/// to the next, as the position in the code does in SwiftUI.
struct ViewPath: Hashable {
  /// One step down the tree.
  enum Component: Hashable {
    /// The n-th view of a block.
    case index(Int)
    /// The n-th branch of an `if`/`else` or `switch`.
    case branch(Int)
    /// The element with this id in a `ForEach`.
    case id(AnyHashable)
    /// A named part of a view, such as a section's header.
    case slot(String)
  }

  private(set) var components: [Component] = []

  /// The path one step below this one.
  func appending(_ component: Component) -> ViewPath {
    var path = self
    path.components.append(component)
    return path
  }
}
