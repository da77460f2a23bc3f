/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never

  /// Creates an empty view.
  public init() {}

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    []
  }
}
