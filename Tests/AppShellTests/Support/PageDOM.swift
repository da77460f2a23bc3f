/// A page's DOM as a browser serialized it, with the look-ups the run report tests make: the
/// attributes of an element found by its id, and the elements that carry an attribute.
struct PageDOM {
  /// The serialized DOM.
  let text: String

  /// One element's start tag.
  struct Tag {
    let name: String
    let attributes: [String: String]

    /// The element's classes.
    var classes: Set<Substring> { Set((attributes["class"] ?? "").split(separator: " ")) }
  }

  /// Every start tag, in document order.
  var tags: [Tag] {
    text.matches(of: /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>\/]+(?:="[^"]*")?)*)\s*\/?>/).map {
      match in
      var attributes: [String: String] = [:]
      for pair in match.output.2.matches(of: /([^\s=>\/]+)(?:="([^"]*)")?/) {
        attributes[String(pair.output.1)] = pair.output.2.map(String.init) ?? ""
      }
      return Tag(name: String(match.output.1).lowercased(), attributes: attributes)
    }
  }

  /// The start tag of the element with `id`.
  func element(id: String) -> Tag? {
    tags.first { $0.attributes["id"] == id }
  }

  /// The attributes of the `<html>` element, where the page reports that it is ready.
  var root: [String: String] { tags.first { $0.name == "html" }?.attributes ?? [:] }

  /// The ids of the tree's nodes that have class `name` (`on-route`, `changed`, `absent`).
  func nodes(withClass name: Substring) -> Set<Int> {
    Set(
      tags.compactMap { tag in
        guard tag.classes.contains(name), let id = tag.attributes["data-node-id"] else {
          return nil
        }
        return Int(id)
      })
  }

  /// The elements named `name` with class `className`.
  func elements(_ name: String, withClass className: Substring) -> [Tag] {
    tags.filter { $0.name == name && $0.classes.contains(className) }
  }
}
