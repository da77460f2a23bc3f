/// Tags the nodes of its content with a value, which a ``Picker`` selects.
struct TaggedView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let tag: AnyHashable

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.render(content, in: context.appending(.index(0))).map {
      $0.tagged(tag, overriding: true)
    }
  }
}
