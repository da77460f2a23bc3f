import Foundation

/// A piece of text; one line on the screen.
///
/// ```swift
/// Text("Welcome, \(viewStore.name)")
/// Text("Updated a minute ago").font(.caption).foregroundColor(.secondary)
/// Text("Count: ") + Text("\(viewStore.count)").bold()
/// ```
///
/// Its font and color are kept in its ``ViewNode``; the screen shows the words alone.
public struct Text: View, PrimitiveView {
  public typealias Body = Never

  /// The text.
  public let content: String
  private var font: Font?
  private var color: Color?

  /// Creates a text.
  public init(_ content: some StringProtocol) {
    self.content = String(content)
  }

  /// Creates the text of `key`; there is one language, so it is the key's own words.
  ///
  /// ```swift
  /// enum Filter: LocalizedStringKey { case all = "All" }
  /// Text(Filter.all.rawValue)   // All
  /// ```
  public init(_ key: LocalizedStringKey) {
    self.content = key.key
  }

  /// Creates a text shown exactly as given.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Creates the text of `date` in `style`, in UTC so that a screen reads the same everywhere:
  /// `2026-03-04` for `.date`, `09:41` for `.time`.
  ///
  /// ```swift
  /// Text(meeting.date, style: .date)
  /// ```
  public init(_ date: Date, style: DateStyle) {
    var format = Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!)
    switch style {
    case .date: format = format.year().month().day()
    case .time: format = format.time(includingFractionalSeconds: false)
    }
    self.content =
      style == .time ? String(date.formatted(format).prefix(5)) : date.formatted(format)
  }

  /// How ``init(_:style:)`` shows a date.
  public enum DateStyle: Sendable {
    /// The day: `2026-03-04`.
    case date
    /// The time of day: `09:41`.
    case time
  }

  /// This text in `font`, whatever the font around it.
  public func font(_ font: Font?) -> Text {
    var text = self
    text.font = font
    return text
  }

  /// This text in `color`, whatever the color around it.
  public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text.color = color
    return text
  }

  /// This text in bold: its font, or the body font, made bold.
  public func bold() -> Text {
    font((font ?? .body).bold())
  }

  /// This text in italics: its font, or the body font, made italic.
  public func italic() -> Text {
    font((font ?? .body).italic())
  }

  /// This text with digits of one width: its font, or the body font, so changed.
  public func monospacedDigit() -> Text {
    font((font ?? .body).monospacedDigit())
  }

  /// The two texts as one, in the font and color of the first.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = Text(verbatim: lhs.content + rhs.content)
    text.font = lhs.font
    text.color = lhs.color
    return text
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var node = ViewNode(.text, label: content, environment: context.environment)
    if let font { node.font = font }
    if let color { node.foregroundColor = color }
    return [.leaf(node)]
  }
}

/// The key of a text to translate; a text screen has one language, the key's own words.
///
/// ```swift
/// enum Filter: LocalizedStringKey, CaseIterable {
///   case all = "All"
///   case active = "Active"
/// }
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key's words.
  let key: String

  /// The key `value`.
  public init(_ value: String) {
    self.key = value
  }

  public init(stringLiteral value: String) {
    self.key = value
  }

  public init(stringInterpolation: DefaultStringInterpolation) {
    self.key = String(stringInterpolation: stringInterpolation)
  }
}

/// A text style, set with `.font(_:)`; kept in the ``ViewNode`` of each text by its name.
///
/// ```swift
/// Text("Updated a minute ago").font(.caption)
/// Text("3:07").font(.body.monospacedDigit())
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The font's name: `caption`, `system(size: 22)`, `body.monospacedDigit`.
  public let description: String

  private init(_ description: String) {
    self.description = description
  }

  public static let largeTitle = Font("largeTitle")
  public static let title = Font("title")
  public static let title2 = Font("title2")
  public static let title3 = Font("title3")
  public static let headline = Font("headline")
  public static let subheadline = Font("subheadline")
  public static let body = Font("body")
  public static let callout = Font("callout")
  public static let caption = Font("caption")
  public static let caption2 = Font("caption2")
  public static let footnote = Font("footnote")

  /// The system font at a size: `.system(size: 22)`.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font("system(size: \(size.formatted()))").applying(weight: weight, design: design)
  }

  /// The system font of a text style: `.system(.body, design: .monospaced)`.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    Font(style.rawValue).applying(weight: weight, design: design)
  }

  /// This font with digits of one width.
  public func monospacedDigit() -> Font {
    Font(description + ".monospacedDigit")
  }

  /// This font in bold.
  public func bold() -> Font {
    Font(description + ".bold")
  }

  /// This font in italics.
  public func italic() -> Font {
    Font(description + ".italic")
  }

  /// This font at `weight`.
  public func weight(_ weight: Weight) -> Font {
    Font(description + ".\(weight.rawValue)")
  }

  private func applying(weight: Weight?, design: Design?) -> Font {
    let font = design.map { Font(description + ".\($0.rawValue)") } ?? self
    return weight.map(font.weight) ?? font
  }

  /// The text styles: `.body`, `.caption`...
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// A font's design: `.monospaced`, `.rounded`...
  public enum Design: String, Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A font's weight: `.bold`, `.light`...
  public enum Weight: String, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }
}

/// A color: a text's, set with `.foregroundColor(_:)` and kept in its ``ViewNode``, or a view of
/// its own that the screen does not show (a background, a swatch).
///
/// ```swift
/// Text("Optional").foregroundColor(.secondary)
/// Color(red: 0.8, green: 0.8, blue: 0.8)
/// ```
public struct Color: View, PrimitiveView, Hashable, Sendable, CustomStringConvertible {
  public typealias Body = Never

  /// The color's name: `secondary`, `bubblegum` (from an asset catalog),
  /// `rgb(0.8, 0.8, 0.8)`.
  nonisolated public let description: String

  /// The color named `name` in the app's asset catalog.
  nonisolated public init(_ name: String) {
    self.description = name
  }

  /// A color from its components, each from 0 to 1.
  nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let components = [red, green, blue] + (opacity == 1 ? [] : [opacity])
    self.description = "rgb(\(components.map { $0.formatted() }.joined(separator: ", ")))"
  }

  /// A gray, from black (0) to white (1).
  nonisolated public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  nonisolated public static let primary = Color("primary")
  nonisolated public static let secondary = Color("secondary")
  nonisolated public static let accentColor = Color("accentColor")
  nonisolated public static let clear = Color("clear")
  nonisolated public static let black = Color("black")
  nonisolated public static let white = Color("white")
  nonisolated public static let gray = Color("gray")
  nonisolated public static let red = Color("red")
  nonisolated public static let orange = Color("orange")
  nonisolated public static let yellow = Color("yellow")
  nonisolated public static let green = Color("green")
  nonisolated public static let mint = Color("mint")
  nonisolated public static let teal = Color("teal")
  nonisolated public static let cyan = Color("cyan")
  nonisolated public static let blue = Color("blue")
  nonisolated public static let indigo = Color("indigo")
  nonisolated public static let purple = Color("purple")
  nonisolated public static let pink = Color("pink")
  nonisolated public static let brown = Color("brown")

  /// This color, see-through by `opacity`.
  nonisolated public func opacity(_ opacity: Double) -> Color {
    Color("\(description).opacity(\(opacity.formatted()))")
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.shape, label: "Color \(description)", environment: context.environment))]
  }
}

/// An image: one line on the screen, its name in brackets, `[magnifyingglass]`.
///
/// ```swift
/// HStack {
///   Image(systemName: "magnifyingglass")
///   TextField("City", text: $store.searchQuery.sending(\.searchQueryChanged))
/// }
/// Image(systemName: "heart").symbolVariant(.fill)   // [heart.fill]
/// ```
public struct Image: View, PrimitiveView {
  public typealias Body = Never

  /// The symbol's or the image's name.
  public let systemName: String

  /// Creates the image of the system symbol `systemName`.
  public init(systemName: String) {
    self.systemName = systemName
  }

  /// Creates the image named `name` in the app's asset catalog.
  public init(_ name: String) {
    self.systemName = name
  }

  /// This symbol in `variant`: `[heart.fill]` for `.fill`, unchanged for `.none`.
  public func symbolVariant(_ variant: SymbolVariants) -> Image {
    variant.suffix.isEmpty ? self : Image(systemName: systemName + variant.suffix)
  }

  /// This image, scaled to fit the space it is given; the text screen has no space to fit.
  public func resizable() -> Image {
    self
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.text, label: "[\(systemName)]", environment: context.environment))]
  }
}

/// The variant of a system symbol: `.fill`, `.circle`, `.none`...
public struct SymbolVariants: Hashable, Sendable {
  fileprivate let suffix: String

  public static let none = SymbolVariants(suffix: "")
  public static let fill = SymbolVariants(suffix: ".fill")
  public static let circle = SymbolVariants(suffix: ".circle")
  public static let square = SymbolVariants(suffix: ".square")
  public static let slash = SymbolVariants(suffix: ".slash")
}

/// A title with an icon: `[clock]  Length` on one line, the icon first, as an ``HStack`` shows
/// them.
///
/// ```swift
/// Label("Length", systemImage: "clock")
/// Label("Theme", systemImage: "paintpalette").labelStyle(.titleOnly)   // Theme
/// ```
///
/// A `labelStyle(_:)` around it lays its title and icon out instead, custom styles included.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  public typealias Body = Never

  private let title: Title
  private let icon: Icon

  /// Creates a label from the views `title` and `icon` build.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let configuration = LabelStyleConfiguration(
      title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))
    )
    let body =
      context.values.labelStyle?(configuration)
      ?? AnyView(DefaultLabelStyle().makeBody(configuration: configuration))
    return renderer.render(body, in: context.appending(.index(0)))
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label titled `title` with the system symbol `systemImage`.
  public init(_ title: some StringProtocol, systemImage: String) {
    self.init {
      Text(title)
    } icon: {
      Image(systemName: systemImage)
    }
  }

  /// Creates a label titled `title` with the image `image` of the asset catalog.
  public init(_ title: some StringProtocol, image: String) {
    self.init {
      Text(title)
    } icon: {
      Image(image)
    }
  }
}

/// How a ``Label`` lays out its title and icon, set with `labelStyle(_:)`.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.title
///       configuration.icon
///     }
///   }
/// }
/// ```
@MainActor
public protocol LabelStyle {
  /// The view this style makes of a label.
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration

  /// Lays out the title and icon of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a ``Label`` that a ``LabelStyle`` lays out.
public struct LabelStyleConfiguration {
  /// A label's title.
  public struct Title: View, PrimitiveView {
    public typealias Body = Never
    let content: AnyView

    func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
      renderer.render(content, in: context.appending(.slot("title")))
    }
  }

  /// A label's icon.
  public struct Icon: View, PrimitiveView {
    public typealias Body = Never
    let content: AnyView

    func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
      renderer.render(content, in: context.appending(.slot("icon")))
    }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// The icon, then the title, side by side: `[clock]  Length`.
public struct DefaultLabelStyle: LabelStyle {
  /// The default style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.title
  }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The icon, then the title.
  public static var automatic: Self { Self() }
  /// The icon, then the title.
  public static var titleAndIcon: Self { Self() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: Self { Self() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: Self { Self() }
}

extension View {
  /// Lays out the ``Label``s inside this view with `style`.
  ///
  /// ```swift
  /// Label("3:07", systemImage: "hourglass").labelStyle(.titleOnly)   // 3:07
  /// ```
  public func labelStyle<Style: LabelStyle>(_ style: Style) -> some View {
    EnvironmentValuesView(content: self) {
      $0.labelStyle = { AnyView(style.makeBody(configuration: $0)) }
    }
  }
}
