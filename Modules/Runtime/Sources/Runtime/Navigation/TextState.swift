/// Text held in state, for alerts, dialogs and buttons, so it can be compared and tested.
///
/// ```swift
/// TextState("Log out?")
/// ```
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The text.
  public var string: String

  /// Creates text state.
  public init(_ string: String) {
    self.string = string
  }

  /// Creates text state from a literal.
  public init(stringLiteral string: String) {
    self.string = string
  }

  public var description: String { string }
}

extension TextState: Codable {}
