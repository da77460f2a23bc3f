/// A piece of text; one line on the screen.
///
/// ```swift
/// Text("Welcome, \(viewStore.name)")
/// Text("Updated a minute ago").font(.caption).foregroundColor(.secondary)
/// ```
public struct Text: View, PrimitiveView {
  public typealias Body = Never

  /// The text.
  public let content: String

  /// Creates a text.
  public init(_ content: String) {
    self.content = content
  }

  /// Creates a text shown exactly as given.
  public init(verbatim content: String) {
    self.content = content
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.text, label: content, environment: context.environment))]
  }
}
