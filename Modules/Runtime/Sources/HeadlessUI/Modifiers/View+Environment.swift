extension View {
  /// Disables the controls of this view when `isDisabled` is true: they show ` disabled` and a
  /// ``ViewHost`` refuses to drive them.
  ///
  /// ```swift
  /// Button("Log in") { viewStore.send(.loginButtonTapped) }
  ///   .disabled(!viewStore.isFormValid)   // (Log in) disabled
  /// ```
  public func disabled(_ isDisabled: Bool) -> some View {
    EnvironmentView(content: self) { $0.isEnabled = $0.isEnabled && !isDisabled }
  }

  /// Sets the font of the texts in this view; it is kept in their nodes, the screen does not
  /// show it.
  ///
  /// ```swift
  /// Text("Updated a minute ago").font(.caption)
  /// ```
  public func font(_ font: Font?) -> some View {
    EnvironmentView(content: self) { $0.font = font }
  }

  /// Sets the color of the texts in this view; it is kept in their nodes, the screen does not
  /// show it.
  ///
  /// ```swift
  /// Text("Optional").foregroundColor(.secondary)
  /// ```
  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentView(content: self) { $0.foregroundColor = color }
  }
}

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
