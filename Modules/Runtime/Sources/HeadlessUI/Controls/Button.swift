/// A button: `(Log in)` on the screen, tapped with ``ViewHost/tap(_:)``.
///
/// ```swift
/// Button("Log in") { viewStore.send(.loginButtonTapped) }
///   .disabled(!viewStore.isFormValid)
/// Button(role: .destructive) { viewStore.send(.deleteTapped) } label: { Text("Delete") }
/// ```
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never

  private let role: ButtonRole?
  private let action: @MainActor () -> Void
  private let label: Label

  /// Creates a button whose label is built by `label`; its text becomes the button's label.
  public init(
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var node = ViewNode(.button, environment: context.environment, control: .tap(action))
    node.role = role
    return renderer.container(node, content: label, in: context) { node in
      node.label = node.text
      node.children = []
    }
  }
}

extension Button where Label == Text {
  /// Creates a button labelled `title`.
  public init(
    _ title: String,
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What a button is for, which decides how it is shown.
///
/// ```swift
/// Button("Delete", role: .destructive) { viewStore.send(.deleteTapped) }
/// ```
public enum ButtonRole: String, Equatable, Hashable, Sendable {
  /// Cancels.
  case cancel
  /// Destroys something; the screen shows it after the button.
  case destructive
}
