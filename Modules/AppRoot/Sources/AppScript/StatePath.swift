/// A path into the app's state, such as `loggedIn.search.searchQuery` or
/// `loggedIn.favorites[0].nickname`.
public struct StatePath: Sendable, Equatable, CustomStringConvertible {
  /// One step of a path: a field or case name, or a position in a list.
  public enum Component: Sendable, Equatable, ExpressibleByStringLiteral {
    /// A field, an enum case, or `count`.
    case name(String)
    /// The element at a position of a list, counted from 0: `[0]`.
    case index(Int)

    /// A name written as a string literal: `StatePath(["loggedIn", "favorites"])`.
    public init(stringLiteral name: String) {
      self = .name(name)
    }
  }

  /// The steps of the path, outermost first.
  public var components: [Component]

  /// Creates a path from its steps, outermost first.
  public init(_ components: [Component]) {
    self.components = components
  }

  /// The path as written in a script.
  public var description: String {
    Self.describe(components[...])
  }

  /// A part of a path as written in a script: `favorites[0].nickname`.
  public static func describe(_ components: ArraySlice<Component>) -> String {
    var text = ""
    for component in components {
      switch component {
      case .name(let name): text += (text.isEmpty ? "" : ".") + name
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}
