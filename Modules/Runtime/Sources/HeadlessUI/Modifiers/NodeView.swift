/// Wraps its content in one node, such as the node of a navigation title or a sheet.
struct NodeView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let kind: ViewNode.Kind
  var label = ""
  var control: Control?
  let content: Content

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let node = ViewNode(kind, label: label, environment: context.environment, control: control)
    return renderer.container(node, content: content, in: context)
  }
}
