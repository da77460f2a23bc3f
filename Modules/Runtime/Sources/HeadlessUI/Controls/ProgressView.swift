/// An activity indicator, `⏳ Loading…` on the screen, or a progress bar, `⏳ 30%`.
///
/// ```swift
/// if viewStore.isLoading { ProgressView("Loading…") }
/// ProgressView(value: viewStore.secondsElapsed, total: 60)
/// ```
///
/// A `progressViewStyle(_:)` around it draws it instead, custom styles included.
public struct ProgressView: View, PrimitiveView {
  public typealias Body = Never

  private let title: String
  private let fractionCompleted: Double?

  /// Creates an indicator without a title.
  public init() {
    self.init("")
  }

  /// Creates an indicator titled `title`.
  public init(_ title: String) {
    self.title = title
    self.fractionCompleted = nil
  }

  /// Creates a bar that has gone `value` of the way to `total`, titled `title`.
  public init(_ title: String = "", value: Double?, total: Double = 1) {
    self.title = title
    self.fractionCompleted = value.map { total > 0 ? Swift.min(Swift.max($0 / total, 0), 1) : 0 }
  }

  /// Creates the indicator a ``ProgressViewStyle`` is given, drawn in the default style.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.title = ""
    self.fractionCompleted = configuration.fractionCompleted
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var context = context
    if let style = context.values.progressViewStyle {
      context.values.progressViewStyle = nil
      let configuration = ProgressViewStyleConfiguration(fractionCompleted: fractionCompleted)
      return renderer.render(style(configuration), in: context.appending(.slot("style")))
    }
    let value = fractionCompleted.map { "\(Int(($0 * 100).rounded()))%" }
    return [
      .leaf(
        ViewNode(.progressView, label: title, value: value, environment: context.environment)
      )
    ]
  }
}

/// How a ``ProgressView`` is drawn, set with `progressViewStyle(_:)`.
///
/// ```swift
/// struct MeetingProgressViewStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     ProgressView(configuration)
///   }
/// }
/// ```
@MainActor
public protocol ProgressViewStyle {
  /// The view this style makes of a progress view.
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration

  /// Draws the progress of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` draws.
public struct ProgressViewStyleConfiguration {
  /// How far the work has gone, from 0 to 1; `nil` while it is not known.
  public let fractionCompleted: Double?
}

/// The indicator or bar itself: `⏳ 30%`.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default style.
  public static var automatic: Self { Self() }
  /// A bar; on the screen, the default style.
  public static var linear: Self { Self() }
  /// A spinner; on the screen, the default style.
  public static var circular: Self { Self() }
}

extension View {
  /// Draws the ``ProgressView``s inside this view with `style`.
  public func progressViewStyle<Style: ProgressViewStyle>(_ style: Style) -> some View {
    EnvironmentValuesView(content: self) {
      $0.progressViewStyle = { AnyView(style.makeBody(configuration: $0)) }
    }
  }
}
