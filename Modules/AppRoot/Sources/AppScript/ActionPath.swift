/// An action written as a readable path, such as `search.searchQueryChanged("Seoul")`.
///
/// ```
/// send loggedIn.home.favorites.row(id: 3, action: .removeTapped)
/// ```
///
/// parses to five segments, the last of which carries two labelled arguments.
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
