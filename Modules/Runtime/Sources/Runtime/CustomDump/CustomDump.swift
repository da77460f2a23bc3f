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
