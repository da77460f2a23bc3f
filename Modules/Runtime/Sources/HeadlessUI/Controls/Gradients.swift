import Foundation

/// What a shape is filled or outlined with: a ``Color`` or a gradient. A text screen shows
/// neither.
///
/// ```swift
/// Circle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// Colors in order along a gradient, each at a location from 0 to 1.
///
/// ```swift
/// Gradient(colors: [.blue.opacity(0.3), .blue, .green, .yellow, .red, .purple])
/// ```
public struct Gradient: Hashable, Sendable {
  /// A color at a location of the gradient.
  public struct Stop: Hashable, Sendable {
    /// The color.
    public var color: Color
    /// Where it is, from 0 at the start to 1 at the end.
    public var location: Double

    /// A stop of `color` at `location`.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// A gradient through `colors`, spaced evenly from 0 to 1; a single color stands at 0.
  public init(colors: [Color]) {
    let last = Double(max(colors.count - 1, 1))
    self.stops = colors.enumerated().map {
      Stop(color: $0.element, location: Double($0.offset) / last)
    }
  }
}

/// A gradient along a line from `startPoint` to `endPoint`; as a view, an inert leaf named
/// `LinearGradient` that the screen does not show.
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: View, PrimitiveView, ShapeStyle {
  public typealias Body = Never

  /// The colors along the line.
  public let gradient: Gradient

  /// A gradient of `gradient` from `startPoint` to `endPoint`, points of the unit square.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }

  /// A gradient through `colors`, spaced evenly, from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.shape, label: "LinearGradient", environment: context.environment))]
  }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius`; as a view, an inert
/// leaf named `RadialGradient` that the screen does not show.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50))
/// ```
public struct RadialGradient: View, PrimitiveView, ShapeStyle {
  public typealias Body = Never

  /// The colors from the inner circle out.
  public let gradient: Gradient

  /// A gradient of `gradient` around `center`, from `startRadius` to `endRadius` points.
  public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.gradient = gradient
  }

  /// A gradient through `colors`, spaced evenly, around `center`.
  public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.shape, label: "RadialGradient", environment: context.environment))]
  }
}

/// A gradient that turns around `center`, from `startAngle` to `endAngle` (a whole turn when
/// they are equal); as a view, an inert leaf named `AngularGradient` that the screen does not
/// show.
///
/// ```swift
/// Circle().fill(AngularGradient(gradient: Gradient(colors: [.blue, .green, .red]), center: .center))
/// ```
public struct AngularGradient: View, PrimitiveView, ShapeStyle {
  public typealias Body = Never

  /// The colors around the turn.
  public let gradient: Gradient

  /// A gradient of `gradient` around `center`, from `startAngle` to `endAngle`.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
  }

  /// A gradient through `colors`, spaced evenly, around `center`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.shape, label: "AngularGradient", environment: context.environment))]
  }
}
