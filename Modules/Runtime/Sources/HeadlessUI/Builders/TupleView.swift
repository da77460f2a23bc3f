/// Several views in a row, as a ``ViewBuilder`` block makes them.
public struct TupleView<each Content: View>: View, PrimitiveView {
  public typealias Body = Never

  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var fragments: [Fragment] = []
    var index = 0
    for child in repeat each content {
      fragments += renderer.render(child, in: context.appending(.index(index)))
      index += 1
    }
    return fragments
  }
}
