/// ``customDump(_:name:indent:)`` of `value` on one line, for traces and messages:
/// `.loggedIn(.search(.searchQueryChanged("Lon")))`.
///
/// ```swift
/// oneLineDump(User(id: 1, name: "Blob"))   // User(id: 1, name: "Blob")
/// ```
public func oneLineDump<T>(_ value: T) -> String {
  var result = ""
  for line in customDump(value).split(separator: "\n") {
    let trimmed = line.drop { $0 == " " }
    if let last = result.last, last != "(", last != "[", !trimmed.hasPrefix(")"),
      !trimmed.hasPrefix("]")
    {
      result += " "
    }
    result += trimmed
  }
  return result
}
