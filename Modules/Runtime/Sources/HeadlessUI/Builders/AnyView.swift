/// A view of any type, for places where the type must be erased.
///
/// ```swift
/// let screen: AnyView = isLoggedIn ? AnyView(HomeView()) : AnyView(LoginView())
/// ```
///
/// Views of different types get different identities, so replacing one type by another makes
/// the old view disappear.
public struct AnyView: View, PrimitiveView {
  public typealias Body = Never

  private let typeName: String
  private let render: @MainActor (Renderer, RenderContext) -> [Fragment]

  /// Wraps `view`.
  public init<Content: View>(_ view: Content) {
    self.typeName = String(reflecting: Content.self)
    self.render = { renderer, context in renderer.render(view, in: context) }
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    render(renderer, context.appending(.slot(typeName)))
  }
}
