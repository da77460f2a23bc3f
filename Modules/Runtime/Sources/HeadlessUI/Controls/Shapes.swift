/// A shape: it draws pixels, which a text screen does not have, so it is an inert leaf, a
/// ``ViewNode/Kind/shape`` node named after its type that the screen does not show; its drawing
/// modifiers (`fill`, `stroke`, `trim`, `rotation`) leave it as it is.
///
/// ```swift
/// Circle()
///   .trim(from: 0, to: progress)
///   .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
/// RoundedRectangle(cornerRadius: 4).fill(Color.green)
/// ```
///
/// A shape of one's own conforms too, and may describe its outline in a `path(in:)` that returns
/// a ``Path``, as SwiftUI asks; the renderer never calls it.
@MainActor
public protocol Shape: View where Body == Never {}

extension Shape {
  /// Fills the shape; the screen does not show it.
  public func fill(_ color: Color = .primary) -> Self {
    self
  }

  /// Fills the shape with a gradient; the screen does not show it.
  ///
  /// ```swift
  /// Circle().fill(AngularGradient(gradient: Gradient(colors: [.blue, .purple]), center: .center))
  /// ```
  public func fill(_ style: some ShapeStyle) -> Self {
    self
  }

  /// Outlines the shape; the screen does not show it.
  public func stroke(_ color: Color = .primary, lineWidth: Double = 1) -> Self {
    self
  }

  /// Outlines the shape in `style`; the screen does not show it.
  public func stroke(_ color: Color = .primary, style: StrokeStyle) -> Self {
    self
  }

  /// Outlines the shape inside its bounds; the screen does not show it.
  public func strokeBorder(_ color: Color = .primary, lineWidth: Double = 1) -> Self {
    self
  }

  /// Keeps the part of the outline from `from` to `to`; the screen does not show it.
  public func trim(from: Double = 0, to: Double = 1) -> Self {
    self
  }

  /// Turns the shape by `angle`; the screen does not show it.
  ///
  /// ```swift
  /// SpeakerArc(totalSpeakers: 4, speakerIndex: 1).rotation(Angle(degrees: -90))
  /// ```
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self {
    self
  }
}

/// A circle; see ``Shape``.
public struct Circle: Shape {

  /// Creates a circle.
  public init() {}
}

/// A rectangle; see ``Shape``.
public struct Rectangle: Shape {

  /// Creates a rectangle.
  public init() {}
}

/// A rectangle with rounded corners; see ``Shape``.
public struct RoundedRectangle: Shape {

  /// Creates a rectangle whose corners are rounded by `cornerRadius`.
  public init(cornerRadius: Double) {}
}

/// A capsule; see ``Shape``.
public struct Capsule: Shape {

  /// Creates a capsule.
  public init() {}
}

/// An ellipse; see ``Shape``.
public struct Ellipse: Shape {

  /// Creates an ellipse.
  public init() {}
}

/// How a shape's outline is drawn; the screen does not show it.
public struct StrokeStyle: Sendable {
  /// Creates a style; each setting is drawing, which the text screen does not have.
  public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter) {}

  /// The end of a line.
  public enum LineCap: Sendable {
    case butt, round, square
  }

  /// The corner where lines meet.
  public enum LineJoin: Sendable {
    case miter, round, bevel
  }
}
