/// Views stacked vertically, one per line on the screen.
///
/// ```swift
/// VStack {
///   Text("Title")
///   Text("Subtitle").font(.caption)
/// }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates the container with the views that `content` builds; alignment and spacing are
  /// layout, which the text screen does not have: `VStack(alignment: .leading) { ... }`.
  public init(
    alignment: HorizontalAlignment = .center,
    spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.container(
      ViewNode(.vStack, environment: context.environment), content: content, in: context
    )
  }
}

/// Views side by side: on one line, two spaces apart, when each is a single line.
///
/// ```swift
/// HStack {
///   Text("Seoul")
///   Text("21°C")
/// }   // Seoul  21°C
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates the container with the views that `content` builds; alignment and spacing are
  /// layout, which the text screen does not have: `HStack(alignment: .top) { ... }`.
  public init(
    alignment: VerticalAlignment = .center,
    spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.container(
      ViewNode(.hStack, environment: context.environment), content: content, in: context
    )
  }
}
