/// An optional view shows its view when there is one, and nothing otherwise.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    guard let view = self else { return [] }
    return renderer.render(view, in: context.appending(.branch(0)))
  }
}
