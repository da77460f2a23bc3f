/// An activity indicator: `⏳ Loading…` on the screen.
///
/// ```swift
/// if viewStore.isLoading { ProgressView("Loading…") }
/// ```
public struct ProgressView: View, PrimitiveView {
  public typealias Body = Never

  private let title: String

  /// Creates an indicator without a title.
  public init() {
    self.title = ""
  }

  /// Creates an indicator titled `title`.
  public init(_ title: String) {
    self.title = title
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.progressView, label: title, environment: context.environment))]
  }
}
