import AppScript
import Runtime

/// Reads a piece of state by a dotted path with reflection: property names, enum case names
/// (which lead to the case's payload) and `count` of collections.
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
    var walked: [String] = []
    for component in path.components {
      let place = walked.isEmpty ? "the state" : "'\(walked.joined(separator: "."))'"
      guard let next = child(named: component, of: current) else {
        throw .badStatePath(
          "\(place) has no \(component.isEmpty ? "value" : "'\(component)'")"
            + "; \(describeChoices(of: current))")
      }
      walked.append(component)
      current = unwrapped(next)
      if isNil(current), walked.count < path.components.count {
        throw .badStatePath("'\(walked.joined(separator: "."))' is nil")
      }
    }
    return current
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

  /// What the path could have named instead, for the error message.
  private static func describeChoices(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      let name = mirror.children.first?.label ?? caseName(of: value)
      return "it is the case '\(name)'"
    case .optional:
      return "it is nil"
    default:
      let names = mirror.children.compactMap { child in
        child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
      }
      let extra = value is any Collection ? ["count"] : []
      let all = names + extra
      return all.isEmpty ? "it has no fields" : "it has " + all.joined(separator: ", ")
    }
  }
}
