/// A view that the renderer draws itself instead of asking for its body.
@MainActor
protocol PrimitiveView {
  /// Renders this view at `context.path`.
  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment]
}
