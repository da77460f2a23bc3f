/// A point on the screen, as a `drag` line writes it: `(X, Y)`, in points.
///
/// ```
/// drag "Card" from (0, 0) to (120, -40.5)
/// ```
public struct ScriptPoint: Sendable, Equatable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// The point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, where a `drag` without `from` starts.
  public static let zero = ScriptPoint(x: 0, y: 0)

  /// The point as a script writes it: `(120, -40.5)`, whole coordinates without a fraction.
  public var description: String {
    "(\(Self.literal(x)), \(Self.literal(y)))"
  }

  private static func literal(_ coordinate: Double) -> String {
    let whole = coordinate.rounded()
    guard whole == coordinate, abs(whole) < 1e15 else { return coordinate.description }
    return String(Int(whole))
  }
}
