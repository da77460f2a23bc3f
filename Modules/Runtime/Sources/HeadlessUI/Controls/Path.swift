import Foundation

/// An outline made of lines and arcs: a ``Shape`` that the screen does not show, like the others.
///
/// ```swift
/// GeometryReader { proxy in
///   Path { path in
///     path.move(to: CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2))
///     path.addLine(to: CGPoint(x: proxy.size.width / 2, y: 0))
///   }
///   .stroke(.primary, lineWidth: 3)
/// }
/// ```
///
/// It keeps the points it is drawn through, in order, so that code which builds one can be
/// checked; an arc keeps its end point.
public struct Path: Shape, Equatable, Sendable {
  /// The points the outline goes through, in the order they were added.
  public private(set) var points: [CGPoint] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a path drawn by `build`, which runs at once.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// Starts a new part of the outline at `point`.
  public mutating func move(to point: CGPoint) {
    points.append(point)
  }

  /// Draws a straight line to `point`.
  public mutating func addLine(to point: CGPoint) {
    points.append(point)
  }

  /// Draws an arc of the circle around `center` from `startAngle` to `endAngle`; the path keeps
  /// the point where the arc ends.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    points.append(
      CGPoint(
        x: center.x + radius * cos(endAngle.radians),
        y: center.y + radius * sin(endAngle.radians)
      )
    )
  }
}
