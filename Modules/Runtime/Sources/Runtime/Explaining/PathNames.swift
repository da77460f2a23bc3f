/// The name of a type as a feature's code spells it, without module names:
/// `HomeFeature.Destination`, `IdentifiedArray<UUID, FavoriteFeature.State>`.
package func typeName(_ type: Any.Type) -> String {
  var reflected = String(reflecting: type)
  // A private or local type's context has no name: `Module.(unknown context at $55d1c0).Type`.
  while let start = reflected.range(of: "(unknown context at "),
    let end = reflected[start.upperBound...].firstIndex(of: ")")
  {
    let next = reflected.index(after: end)
    let dot = next < reflected.endIndex && reflected[next] == "." ? next : end
    reflected.replaceSubrange(start.lowerBound...dot, with: "")
  }
  var name = ""
  var word = ""
  var startsQualifiedName = true
  for character in reflected {
    if character.isLetter || character.isNumber || character == "_" {
      word.append(character)
    } else if character == "." && startsQualifiedName {
      // The first word of a qualified name is its module.
      word = ""
      startsQualifiedName = false
    } else {
      name += word
      name.append(character)
      word = ""
      startsQualifiedName = character != "."
    }
  }
  return name + word
}

/// A key path as a feature writes it in an operator, without its root type: `\.account`, and
/// `\.$destination` for the projected value of a property wrapper such as
/// `@PresentationState var destination`.
func keyPathName(_ keyPath: AnyKeyPath) -> String {
  let description = String(describing: keyPath)
  if description.contains("<computed") {
    // Only a stored property's wrapper has a name to find: `_destination` for `\.$destination`.
    guard description.filter({ $0 == "." }).count == 1,
      let storage = storedPropertyName(
        of: type(of: keyPath).rootType, type: type(of: keyPath).valueType),
      storage.hasPrefix("_")
    else { return "\\.(computed)" }
    // A property wrapper's storage is reached through `$field`; a field of `@ObservableState`
    // is kept in `_field` and reached by its own name.
    let isWrapper = type(of: keyPath).valueType is any CustomDumpRepresentable.Type
    return (isWrapper ? "\\.$" : "\\.") + storage.dropFirst()
  }
  var depth = 0
  for index in description.indices {
    switch description[index] {
    case "<": depth += 1
    case ">": depth -= 1
    case "." where depth == 0: return "\\" + description[index...]
    default: continue
    }
  }
  return description
}

/// A case path as a feature writes it in an operator: `/Action.account`, or, when no case of
/// `Root` has a payload of type `Value`, the join of two cases that reaches one,
/// `/Action.scope .. /ScopeAction.alert`.
///
/// Paths are named from the enums' metadata, by payload type: when several cases qualify, all
/// are named, `/Action.(first|second)`; when none does, the path is `/Action.?`.
package func casePathName<Root, Value>(_: AnyCasePath<Root, Value>) -> String {
  enumCasePathName(root: Root.self, payload: Value.self)
}

/// The path from enum `root` to a payload of type `payload`, one case deep or two.
func enumCasePathName(root: Any.Type, payload: Any.Type) -> String {
  let direct = caseNames(of: root, payload: payload)
  if !direct.isEmpty { return "/\(root)." + alternatives(direct) }
  let joined = casePayloads(of: root).compactMap { name, middle -> String? in
    guard let middle else { return nil }
    let inner = caseNames(of: middle, payload: payload)
    return inner.isEmpty ? nil : "/\(root).\(name) .. /\(middle).\(alternatives(inner))"
  }
  return joined.count == 1 ? joined[0] : "/\(root).?"
}

/// One name, or several as `(first|second)`.
private func alternatives(_ names: [String]) -> String {
  names.count == 1 ? names[0] : "(" + names.joined(separator: "|") + ")"
}
