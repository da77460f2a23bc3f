/// An action written as a readable path, such as `loggedIn.search.searchQueryChanged("Seoul")`.
///
/// ```
/// send loggedIn.favorite(id: 1835848, action: .removeButtonTapped)
/// ```
///
/// parses to two segments, the last of which carries two labelled arguments.
public struct ActionPath: Sendable, Equatable, CustomStringConvertible {
  /// The segments of the path, outermost first.
  public var segments: [ActionSegment]

  /// Creates a path from its segments, outermost first.
  public init(_ segments: [ActionSegment]) {
    self.segments = segments
  }

  /// The path as written in a script.
  public var description: String {
    segments.map(\.description).joined(separator: ".")
  }
}
