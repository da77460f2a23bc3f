import Runtime

/// A text field for secrets: its text is masked, one `•` per character, on the screen and in
/// its ``ViewNode``.
///
/// ```swift
/// SecureField("Password", text: viewStore.$password)   // Password: [••••••]
/// ```
public struct SecureField: View, PrimitiveView {
  public typealias Body = Never

  private let title: String
  private let text: Binding<String>

  /// Creates a secure field labelled `title`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let node = ViewNode(
      .secureField,
      label: title,
      value: String(repeating: "•", count: text.wrappedValue.count),
      environment: context.environment,
      control: .text(text)
    )
    return [.leaf(node)]
  }
}
