/// One identifier of an ``ActionPath``, optionally called with arguments.
public struct ActionSegment: Sendable, Equatable, CustomStringConvertible {
  /// The identifier, such as `searchQueryChanged`.
  public var name: String
  /// The arguments in parentheses, or `nil` when the segment has no parentheses.
  public var arguments: [ActionArgument]?

  /// Creates a segment; pass `nil` arguments for a bare identifier.
  public init(name: String, arguments: [ActionArgument]? = nil) {
    self.name = name
    self.arguments = arguments
  }

  /// The segment as written in a script, such as `row(id: 3)`.
  public var description: String {
    name + ActionArgument.list(arguments)
  }
}
