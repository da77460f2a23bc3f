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

/// Views layered one over the other; on the screen, one after the other like a ``VStack``.
///
/// ```swift
/// ZStack {
///   Circle().fill(Color.red)
///   Image(systemName: "mic")
/// }   // [mic]
/// ```
public struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates the container with the views that `content` builds; alignment is layout, which the
  /// text screen does not have.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.container(
      ViewNode(.zStack, environment: context.environment), content: content, in: context
    )
  }
}

/// A ``VStack`` that SwiftUI builds lazily; every row is on the text screen, so it is a
/// ``VStack``.
///
/// ```swift
/// ScrollView {
///   LazyVStack { ForEach(viewStore.items) { Text($0.name) } }
/// }
/// ```
public typealias LazyVStack = VStack

/// An ``HStack`` that SwiftUI builds lazily; on the text screen it is an ``HStack``.
public typealias LazyHStack = HStack

/// Scrollable content; the text screen shows all of it, so its content is shown unchanged.
///
/// ```swift
/// ScrollView {
///   Text(transcript)
/// }
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates the container; the axes and indicators are scrolling, which the text screen does
  /// not have.
  public init(
    _ axes: Axis.Set = .vertical,
    showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.container(
      ViewNode(.scrollView, environment: context.environment), content: content, in: context
    )
  }
}

/// Flexible space between views: nothing on the screen, and an ``HStack`` around it still
/// shows its other views on one line.
///
/// ```swift
/// HStack {
///   Label("Length", systemImage: "clock")
///   Spacer()
///   Text("5 min")
/// }   // [clock]  Length  5 min
/// ```
public struct Spacer: View, PrimitiveView {
  public typealias Body = Never

  /// Creates a spacer; its minimum length is layout, which the text screen does not have.
  public init(minLength: Double? = nil) {}

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.spacer, environment: context.environment))]
  }
}

/// A line between views: `---` on the screen.
///
/// ```swift
/// VStack {
///   Text("Attendees")
///   Divider()
///   Text("Blob")
/// }
/// ```
public struct Divider: View, PrimitiveView {
  public typealias Body = Never

  /// Creates a divider.
  public init() {}

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.divider, environment: context.environment))]
  }
}

/// A direction of layout or scrolling.
public enum Axis: Sendable {
  case horizontal, vertical

  /// A set of axes: `.vertical`, `[.horizontal, .vertical]`.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    public static let horizontal = Set(rawValue: 1 << 0)
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

/// Where a view sits in the space it is given: `.center`, `.leading`, `.top`.
public struct Alignment: Sendable {
  /// Its horizontal part.
  public let horizontal: HorizontalAlignment
  /// Its vertical part.
  public let vertical: VerticalAlignment

  /// The alignment of both parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
