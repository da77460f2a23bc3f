import AppScript
import Runtime

/// Reads a piece of state by a path with reflection: property names, enum case names (which
/// lead to the case's payload), `count` of collections and positions in them (`[0]`).
///
/// ```swift
/// let query = try StateReader.value(at: StatePath(["loggedIn", "search", "searchQuery"]),
///                                   in: store.currentState)
/// ```
///
/// Property wrappers that dump as their content (`@BindingState`, `@PresentationState`) and
/// optionals are looked through.
enum StateReader {
  /// The value at `path` inside `root`.
  static func value(at path: StatePath, in root: Any) throws(SessionFailure) -> Any {
    var current = unwrapped(root)
    for (depth, component) in path.components.enumerated() {
      let walked = StatePath.describe(path.components[..<depth])
      let place = walked.isEmpty ? "the state" : "'\(walked)'"
      switch component {
      case .name(let name):
        guard let next = child(named: name, of: current) else {
          throw .badStatePath(
            "\(place) has no \(name.isEmpty ? "value" : "'\(name)'")"
              + "; \(describeChoices(of: current, insteadOf: name))")
        }
        current = unwrapped(next)
      case .index(let position):
        guard let collection = current as? any Collection else {
          throw .badStatePath("\(place) is not a list, so it has no [\(position)]")
        }
        guard let element = element(at: position, of: collection) else {
          let count = collection.count
          throw .badStatePath(
            "\(place) has \(count) element\(count == 1 ? "" : "s"); [\(position)] is out of range")
        }
        current = unwrapped(element)
      }
      if isNil(current), depth + 1 < path.components.count {
        throw .badStatePath("'\(StatePath.describe(path.components[...depth]))' is nil")
      }
    }
    return current
  }

  private static func element<C: Collection>(at position: Int, of collection: C) -> Any? {
    guard position < collection.count else { return nil }
    return collection[collection.index(collection.startIndex, offsetBy: position)]
  }

  private static func child(named name: String, of value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum {
      guard let payload = mirror.children.first else {
        return caseName(of: value) == name ? () : nil
      }
      return payload.label == name ? payload.value : nil
    }
    if let match = mirror.children.first(where: { $0.label == name || $0.label == "_" + name }) {
      return match.value
    }
    if name == "count", let collection = value as? any Collection { return collection.count }
    return nil
  }

  /// Looks through optionals (`some`) and wrappers that dump as their content.
  static func unwrapped(_ value: Any) -> Any {
    var current = value
    while true {
      if let representable = current as? any CustomDumpRepresentable {
        current = representable.customDumpValue
        continue
      }
      let mirror = Mirror(reflecting: current)
      if mirror.displayStyle == .optional, let some = mirror.children.first {
        current = some.value
        continue
      }
      return current
    }
  }

  private static func isNil(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
  }

  private static func caseName(of value: Any) -> String {
    String(describing: value)
  }

  /// What the path could have named instead of `name`, for the error message, with the one it
  /// most likely meant.
  private static func describeChoices(of value: Any, insteadOf name: String) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      let name = mirror.children.first?.label ?? caseName(of: value)
      return "it is the case '\(name)'"
    case .optional:
      return "it is nil"
    default:
      let names = mirror.writtenChildren.compactMap { child in
        child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
      }
      let extra = value is any Collection ? ["count"] : []
      let all = names + extra
      guard !all.isEmpty else { return "it has no fields" }
      let choices = "it has " + all.joined(separator: ", ")
      guard let suggestion = name.closestMatch(in: all) else { return choices }
      return "did you mean '\(suggestion)'? (\(choices))"
    }
  }
}
