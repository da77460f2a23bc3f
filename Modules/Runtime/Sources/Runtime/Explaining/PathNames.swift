/// The name of a type as a feature's code spells it, without module names:
/// `HomeFeature.Destination`, `IdentifiedArray<UUID, FavoriteFeature.State>`.
func typeName(_ type: Any.Type) -> String {
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
  if description.contains("<computed"), description.filter({ $0 == "." }).count == 1,
    let storage = storedPropertyName(
      of: type(of: keyPath).rootType, type: type(of: keyPath).valueType),
    storage.hasPrefix("_")
  {
    return "\\.$" + storage.dropFirst()
  }
  if description.contains("<computed") { return "\\.(computed)" }
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

/// A case path as a feature writes it in an operator: `/Action.account`,
/// `/Action.scope .. /ScopeAction.alert`.
///
/// A path is named by the case whose payload has its type; when several cases share that type,
/// by all of them, `/Action.(first|second)`, and by `/Action.?` when none has it.
func casePathName<Root, Value>(_ path: AnyCasePath<Root, Value>) -> String {
  if let joinedName = path.joinedName { return joinedName() }
  return "/\(Root.self)." + enumCaseName(root: Root.self, payload: Value.self)
}

/// The case of `root` with a payload of type `payload`: `account`, `(first|second)`, or `?`.
func enumCaseName(root: Any.Type, payload: Any.Type) -> String {
  let names = caseNames(of: root, payload: payload)
  switch names.count {
  case 0: return "?"
  case 1: return names[0]
  default: return "(" + names.joined(separator: "|") + ")"
  }
}
