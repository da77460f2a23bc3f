/// Views stacked vertically, one per line on the screen.
///
/// ```swift
/// VStack {
///   Text("Title")
///   Text("Subtitle").font(.caption)
/// }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates the container with the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.container(
      ViewNode(.vStack, environment: context.environment), content: content, in: context
    )
  }
}
