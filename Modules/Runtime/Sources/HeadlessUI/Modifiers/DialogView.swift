import Runtime

/// The node of a presented alert or confirmation dialog: its title, its message and its
/// buttons.
///
/// A button with an action sends it; one without sends the dismissal. With no buttons, an
/// alert shows "OK" and a dialog "Cancel", both dismissing.
struct DialogView<Action>: View, PrimitiveView {
  typealias Body = Never

  let kind: ViewNode.Kind
  let store: Store<DialogContent<Action>, Action>
  let dismiss: @MainActor () -> Void

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let content = store.currentState
    let environment = context.environment
    var children: [Fragment] = []
    if let message = content.message {
      children.append(.leaf(ViewNode(.text, label: message.string, environment: environment)))
    }
    let buttons =
      content.buttons.isEmpty
      ? [ButtonState<Action>(role: .cancel) { TextState(kind == .alert ? "OK" : "Cancel") }]
      : content.buttons
    for button in buttons {
      children.append(.leaf(node(for: button, environment: environment)))
    }
    let node = ViewNode(
      kind, label: content.title.string, environment: environment, control: .dismiss(dismiss)
    )
    return [.node(node, children: children, finish: nil)]
  }

  private func node(for button: ButtonState<Action>, environment: ViewEnvironment) -> ViewNode {
    let store = store
    let dismiss = dismiss
    let action = button.action
    var node = ViewNode(
      .button,
      label: button.label.string,
      environment: environment,
      control: .tap {
        if let action { store.send(action) } else { dismiss() }
      }
    )
    node.role = button.role.flatMap { ButtonRole(rawValue: $0.rawValue) }
    return node
  }
}
