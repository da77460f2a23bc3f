/// A form of controls; on the screen its rows follow one another without decoration.
///
/// ```swift
/// Form {
///   Toggle("Haptic feedback", isOn: viewStore.$isHapticFeedbackEnabled)
///   TextField("Display name", text: viewStore.$displayName)
/// }
/// ```
public struct Form<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates the container with the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.container(
      ViewNode(.form, environment: context.environment), content: content, in: context
    )
  }
}
