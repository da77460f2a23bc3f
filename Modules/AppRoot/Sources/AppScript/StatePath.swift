/// A dotted path into the app's state, such as `loggedIn.home.search.searchQuery`.
public struct StatePath: Sendable, Equatable, CustomStringConvertible {
  /// The identifiers of the path, outermost first.
  public var components: [String]

  /// Creates a path from its identifiers, outermost first.
  public init(_ components: [String]) {
    self.components = components
  }

  /// The path as written in a script.
  public var description: String { components.joined(separator: ".") }
}
