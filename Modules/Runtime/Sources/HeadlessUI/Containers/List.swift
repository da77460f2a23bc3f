/// A list of rows; on the screen its rows follow one another without decoration.
///
/// ```swift
/// List {
///   ForEach(viewStore.results) { result in Text(result.name) }
/// }
/// ```
public struct List<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates the container with the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.container(
      ViewNode(.list, environment: context.environment), content: content, in: context
    )
  }
}
