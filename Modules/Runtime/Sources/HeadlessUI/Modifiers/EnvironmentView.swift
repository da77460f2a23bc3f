/// Renders its content with a changed environment: `.disabled`, `.font`, `.foregroundColor`.
struct EnvironmentView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let transform: (inout ViewEnvironment) -> Void

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var context = context.appending(.index(0))
    transform(&context.environment)
    return renderer.render(content, in: context)
  }
}
