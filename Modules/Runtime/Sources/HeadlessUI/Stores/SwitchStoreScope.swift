/// Makes a ``SwitchStore``'s store available to the ``CaseLet``s inside it.
struct SwitchStoreScope<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let store: AnyObject
  let content: Content

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var context = context.appending(.index(0))
    context.switchStore = store
    return renderer.render(content, in: context)
  }
}
