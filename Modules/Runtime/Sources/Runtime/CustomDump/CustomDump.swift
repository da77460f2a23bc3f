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
///   - maxDepth: How many levels of nesting to show; deeper values show as `Type(…)`, `[…]` or
///     `.case(…)`. At `0`, only the value's own type or case: `Settings(…)`.
public func customDump<T>(
  _ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max
) -> String {
  var writer = DumpWriter(maxDepth: maxDepth)
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

/// Writes ``customDump(_:name:indent:maxDepth:)`` of `value` to `target` and returns `value`.
///
/// ```swift
/// var text = ""
/// customDump(User(id: 1, name: "Blob"), to: &text)
/// ```
@discardableResult
public func customDump<T, TargetStream: TextOutputStream>(
  _ value: T, to target: inout TargetStream, name: String? = nil, indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  target.write(customDump(value, name: name, indent: indent, maxDepth: maxDepth))
  return value
}

/// The case a value holds, with its payload's labels but not its values, as warnings name an
/// action without showing what it carries: `Feature.Action.row(id:, action: .tapped)`.
///
/// ```swift
/// debugCaseOutput(Action.searchQueryChanged("Seoul"))   // "Action.searchQueryChanged(_:)"
/// ```
///
/// An enum nested in the payload is shown by its case too; `abbreviated` leaves out the
/// outermost type's name: `.row(id:, action: .tapped)`.
public func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  let mirror = Mirror(reflecting: value)
  let prefix = abbreviated ? "" : typeName(type(of: value))
  guard mirror.displayStyle == .enum else {
    return abbreviated ? "" : prefix
  }
  guard let payload = mirror.children.first, let name = payload.label else {
    return prefix + ".\(value)"
  }
  let parts = Mirror(reflecting: payload.value)
  let elements: [(label: String?, value: Any)] =
    parts.displayStyle == .tuple
    ? parts.children.map { ($0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, $0.value) }
    : [(nil, payload.value)]
  let described = elements.map { label, element -> String in
    let nested = debugCaseOutput(element, abbreviated: true)
    guard let label else { return nested.isEmpty ? "_:" : nested }
    return label + ":" + (nested.isEmpty ? "" : " " + nested)
  }
  return prefix + ".\(name)(\(described.joined(separator: ", ")))"
}

/// ``customDump(_:name:indent:maxDepth:)`` of `value` on one line, for traces and messages:
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
