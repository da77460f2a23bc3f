/// The id of one screen of a ``StackState``, given in push order: 0, 1, 2, ...
///
/// ```swift
/// state.path.append(.detail(DetailFeature.State()))  // the first push gets id 0
/// store.send(.path(.element(id: 0, action: .detail(.refreshTapped))))
/// ```
public struct StackElementID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  CustomDumpStringConvertible, ExpressibleByIntegerLiteral
{
  /// The number of the push that created the element.
  public let rawValue: Int

  /// Creates the id with `rawValue`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Creates the id written as a number, as tests do: `.element(id: 0, action: ...)`.
  public init(integerLiteral value: Int) {
    self.init(rawValue: value)
  }

  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(Int.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The id as transcripts and traces show it: `#0`.
  public var description: String { "#\(rawValue)" }

  public var customDumpDescription: String { description }
}
