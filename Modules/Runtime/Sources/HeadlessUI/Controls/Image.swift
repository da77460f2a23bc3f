/// A system symbol: one line on the screen, its name in brackets, `[magnifyingglass]`.
///
/// ```swift
/// HStack {
///   Image(systemName: "magnifyingglass")
///   TextField("City", text: $store.searchQuery.sending(\.searchQueryChanged))
/// }
/// ```
public struct Image: View, PrimitiveView {
  public typealias Body = Never

  /// The symbol's name.
  public let systemName: String

  /// Creates the image of the system symbol `systemName`.
  public init(systemName: String) {
    self.systemName = systemName
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.text, label: "[\(systemName)]", environment: context.environment))]
  }
}
