/// Groups views without changing how they look, so that a modifier applies to all of them.
///
/// ```swift
/// Group {
///   TextField("Email", text: viewStore.$email)
///   SecureField("Password", text: viewStore.$password)
/// }
/// .disabled(viewStore.isLoggingIn)
/// ```
public struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Groups the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.render(content, in: context.appending(.index(0)))
  }
}
