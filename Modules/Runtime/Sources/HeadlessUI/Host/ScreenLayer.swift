/// The controls of one layer of the screen: the base screen, or one presentation over it.
struct ScreenLayer {
  /// The sheet, alert or dialog of this layer; `nil` for the base screen.
  let presentation: ViewNode?
  /// The controls of the layer, in screen order.
  let controls: [ViewNode]

  /// The layers of `nodes`, bottom first: the base screen, then each presentation followed by
  /// the presentations inside it.
  static func layers(of nodes: [ViewNode], presentation: ViewNode? = nil) -> [ScreenLayer] {
    var controls: [ViewNode] = []
    var presentations: [ViewNode] = []
    collect(nodes, controls: &controls, presentations: &presentations)
    var layers = [ScreenLayer(presentation: presentation, controls: controls)]
    for presented in presentations {
      layers += self.layers(of: presented.children, presentation: presented)
    }
    return layers
  }

  private static func collect(
    _ nodes: [ViewNode], controls: inout [ViewNode], presentations: inout [ViewNode]
  ) {
    for node in nodes {
      if node.kind.isPresentation {
        presentations.append(node)
      } else if node.kind.isControl {
        controls.append(node)
      } else {
        collect(node.children, controls: &controls, presentations: &presentations)
      }
    }
  }
}
