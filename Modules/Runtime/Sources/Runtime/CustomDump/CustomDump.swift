/// Returns a deterministic, multi-line rendering of a value, for logs, diffs and test failures.
///
/// Structs and classes list their fields one per line, enums read as `.case(payload)`,
/// collections label their elements with their offsets, and dictionaries and sets are sorted.
///
/// ```swift
/// customDump(SettingsFeature.State())
/// // SettingsFeature.State(
/// //   digest: .daily,
/// //   displayName: ""
/// // )
/// ```
///
/// - Parameters:
///   - value: The value to render.
///   - name: A label written before the rendering as `name: `.
///   - indent: The number of spaces put before every line.
public func customDump<T>(_ value: T, name: String? = nil, indent: Int = 0) -> String {
  var writer = DumpWriter()
  var text = writer.render(value, isRoot: true)
  if let name {
    text = name + ": " + text
  }
  guard indent > 0 else { return text }
  let padding = String(repeating: " ", count: indent)
  return text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { padding + $0 }
    .joined(separator: "\n")
}

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

/// A type that is dumped as another value.
///
/// Property-wrapper and container types adopt it so that a dump shows their content rather
/// than their storage:
///
/// ```swift
/// extension BindingState: CustomDumpRepresentable {
///   public var customDumpValue: Any { wrappedValue }
/// }
/// ```
public protocol CustomDumpRepresentable {
  /// The value to dump in place of this one.
  var customDumpValue: Any { get }
}

/// A type that provides its own single-line rendering for dumps.
///
/// ```swift
/// extension Token: CustomDumpStringConvertible {
///   var customDumpDescription: String { "Token(…)" }
/// }
/// ```
public protocol CustomDumpStringConvertible {
  /// The exact text a dump shows for this value.
  var customDumpDescription: String { get }
}
