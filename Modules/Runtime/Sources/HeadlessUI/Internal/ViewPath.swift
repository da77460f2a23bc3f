import Foundation
import Runtime

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

/// Values that flow from a view down to everything inside it.
struct ViewEnvironment: Equatable {
  /// Whether controls can be driven; `.disabled(true)` turns it off for a whole subtree.
  var isEnabled = true
  /// The font set with `.font(_:)`.
  var font: Font?
  /// The color set with `.foregroundColor(_:)`.
  var foregroundColor: Color?
  /// Whether the view is inside a ``NavigationStack``, where a ``NavigationLink`` can push.
  var isInNavigationStack = false
}

/// How a node can be driven by a ``ViewHost``.
enum Control {
  /// A button.
  case tap(@MainActor () -> Void)
  /// A toggle.
  case toggle(Binding<Bool>)
  /// A text field or a secure field.
  case text(Binding<String>)
  /// A picker: selects the option at an index of the node's options.
  case select(@MainActor (Int) -> Void)
  /// A stepper; a direction is `nil` when the value is at its bound.
  case step(increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?)
  /// A sheet, alert or dialog.
  case dismiss(@MainActor () -> Void)
  /// Rows that can be deleted or moved, by offset.
  case rows(delete: (@MainActor (IndexSet) -> Void)?, move: (@MainActor (IndexSet, Int) -> Void)?)
  /// Content that can be pulled to refresh.
  case refresh(@MainActor @Sendable () async -> Void)
  /// A list whose rows can be selected: selects the row of a tag.
  case selectRow(@MainActor (AnyHashable) -> Void)
  /// A view with gestures, innermost first.
  case gestures([GestureResponder])
}
