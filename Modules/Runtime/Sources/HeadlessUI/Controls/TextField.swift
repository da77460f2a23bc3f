import Runtime

/// An editable text bound to a `String`: `Email: [blob@example.com]` on the screen, filled with
/// ``ViewHost/type(_:_:)``.
///
/// ```swift
/// TextField("Display name", text: viewStore.$displayName)
/// ```
public struct TextField: View, PrimitiveView {
  public typealias Body = Never

  private let title: String
  private let text: Binding<String>

  /// Creates a text field labelled `title`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let node = ViewNode(
      .textField,
      label: title,
      value: text.wrappedValue,
      environment: context.environment,
      control: .text(text)
    )
    return [.leaf(node)]
  }
}

/// A text field for secrets: its text is masked on the screen and in its ``ViewNode`` by the
/// fixed `••••` state dumps use, whatever its length, so the screen tells only whether the
/// field is empty.
///
/// ```swift
/// SecureField("Password", text: viewStore.$password)   // Password: [••••]
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
      value: text.wrappedValue.isEmpty ? "" : Redacted<String>.placeholder,
      environment: context.environment,
      control: .text(text)
    )
    return [.leaf(node)]
  }
}
