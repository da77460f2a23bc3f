/// The root of a navigation hierarchy; it shows the title its content sets with
/// `.navigationTitle(_:)` as `== Title ==` at the top of the screen.
///
/// ```swift
/// NavigationStack {
///   Form { ... }
///     .navigationTitle("Settings")
/// }
/// ```
public struct NavigationStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates a navigation stack showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let node = ViewNode(.navigationStack, environment: context.environment)
    return renderer.container(node, content: content, in: context) { node in
      node.label = Self.title(in: node.children) ?? ""
    }
  }

  /// The first navigation title in `nodes`, not looking into nested stacks or presentations.
  private static func title(in nodes: [ViewNode]) -> String? {
    for node in nodes where node.kind != .navigationStack && !node.kind.isPresentation {
      if node.kind == .navigationTitle { return node.label }
      if let title = title(in: node.children) { return title }
    }
    return nil
  }
}
