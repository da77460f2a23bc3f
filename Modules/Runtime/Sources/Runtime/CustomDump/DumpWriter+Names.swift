extension DumpWriter {
  /// Returns the type name of a value qualified by its enclosing types, without module names.
  ///
  /// `MyModule.SettingsFeature.State` becomes `SettingsFeature.State`, and generic arguments
  /// are shortened the same way (`Optional<Swift.Int>` becomes `Optional<Int>`).
  static func typeName(of value: Any) -> String {
    let type = type(of: value)
    let key = ObjectIdentifier(type)
    if let name = typeNames.withLock({ $0[key] }) { return name }
    let name = shortName(of: type)
    typeNames.withLock { $0[key] = name }
    return name
  }

  /// The names ``typeName(of:)`` worked out, by type: a transcript dumps the same types for
  /// every action, and working a name out parses the runtime's qualified name.
  private static let typeNames = LockIsolated<[ObjectIdentifier: String]>([:])

  private static func shortName(of type: Any.Type) -> String {
    var name = String(reflecting: type)
    for marker in ["(unknown context at ", "(extension in "] {
      while let start = name.range(of: marker),
        let end = name[start.upperBound...].firstIndex(where: { $0 == ")" })
      {
        var upper = name.index(after: end)
        if upper < name.endIndex, name[upper] == "." || name[upper] == ":" {
          upper = name.index(after: upper)
        }
        name.removeSubrange(start.lowerBound..<upper)
      }
    }
    var result = ""
    var token = ""
    for character in name {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        token.append(character)
      } else {
        result += withoutModule(token)
        token = ""
        result.append(character)
      }
    }
    return result + withoutModule(token)
  }

  /// Drops the leading module component of a qualified name such as `Swift.Int`.
  private static func withoutModule(_ token: String) -> String {
    guard !token.hasPrefix("."), let dot = token.firstIndex(of: ".") else { return token }
    return String(token[token.index(after: dot)...])
  }
}

/// The name of the case an enum value is in, such as `loggedIn` for `.loggedIn(home)`, read
/// from its metadata; the value's description when the metadata has no name.
package func caseName(of value: Any) -> String {
  guard let pointer = enumCaseName(value) else { return String(describing: value) }
  return String(cString: pointer)
}

/// Reads an enum case name from the Swift runtime, as the standard library's `print` does.
@_silgen_name("swift_EnumCaseName")
private func enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
