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

/// A text style, set with `.font(_:)`; kept in the ``ViewNode`` of each text.
///
/// ```swift
/// Text("Updated a minute ago").font(.caption)
/// ```
public enum Font: String, Equatable, Hashable, Sendable {
  case largeTitle, title, headline, subheadline, body, callout, caption, footnote
}

/// A text color, set with `.foregroundColor(_:)`; kept in the ``ViewNode`` of each text.
///
/// ```swift
/// Text("Optional").foregroundColor(.secondary)
/// ```
public enum Color: String, Equatable, Hashable, Sendable {
  case primary, secondary, gray, red, orange, green, blue, accentColor
}

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
