import Foundation

/// Renders values as the deterministic, multi-line text of ``customDump(_:name:indent:)``.
struct DumpWriter {
  /// The objects being rendered on the current path, to break reference cycles.
  private var visiting: Set<ObjectIdentifier> = []

  /// Returns the rendering of a value; `isRoot` prefixes enum cases with their type name.
  mutating func render(_ value: Any, isRoot: Bool) -> String {
    if let convertible = value as? any CustomDumpStringConvertible {
      return convertible.customDumpDescription
    }
    if let representable = value as? any CustomDumpRepresentable {
      return render(representable.customDumpValue, isRoot: isRoot)
    }
    if let leaf = Self.leaf(value) {
      return leaf
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return render(wrapped, isRoot: isRoot)
    case .enum:
      return renderEnum(value, mirror: mirror, isRoot: isRoot)
    case .tuple:
      return "(" + renderArguments(mirror.children) + ")"
    case .collection:
      return renderCollection(mirror)
    case .dictionary:
      return renderDictionary(mirror)
    case .set:
      let items = mirror.children.map { render($0.value, isRoot: false) }.sorted()
      return items.isEmpty ? "Set([])" : "Set(" + Self.block(items, open: "[", close: "]") + ")"
    case .class:
      return renderObject(value as AnyObject, mirror: mirror)
    default:
      if mirror.displayStyle == nil, mirror.children.isEmpty {
        return String(describing: value)
      }
      return Self.typeName(of: value) + renderFields(mirror)
    }
  }

  /// Renders a class instance, or `Name(↩︎)` when it is already being rendered.
  private mutating func renderObject(_ object: AnyObject, mirror: Mirror) -> String {
    let identity = ObjectIdentifier(object)
    let name = Self.typeName(of: object)
    guard visiting.insert(identity).inserted else { return name + "(↩︎)" }
    defer { visiting.remove(identity) }
    return name + renderFields(mirror)
  }

  /// Renders the labelled children of a struct or class (superclasses first) in parentheses.
  private mutating func renderFields(_ mirror: Mirror) -> String {
    var mirrors = [mirror]
    while let parent = mirrors[mirrors.count - 1].superclassMirror {
      mirrors.append(parent)
    }
    var lines: [String] = []
    for level in mirrors.reversed() {
      for (offset, child) in level.children.enumerated() {
        let label = Self.fieldLabel(child.label ?? "[\(offset)]", value: child.value)
        lines.append(Self.labelled(label, render(child.value, isRoot: false)))
      }
    }
    return lines.isEmpty ? "()" : Self.block(lines, open: "(", close: ")")
  }

  /// Renders an enum case: `.name`, `.name(payload)`, prefixed with the type at the root.
  private mutating func renderEnum(_ value: Any, mirror: Mirror, isRoot: Bool) -> String {
    let prefix = isRoot ? Self.typeName(of: value) : ""
    guard let payload = mirror.children.first else {
      return prefix + "." + caseName(of: value)
    }
    let name = payload.label ?? caseName(of: value)
    let payloadMirror = Mirror(reflecting: payload.value)
    let arguments =
      payloadMirror.displayStyle == .tuple
      ? renderArguments(payloadMirror.children)
      : renderArguments([(label: nil, value: payload.value)])
    return prefix + "." + name + "(" + arguments + ")"
  }

  /// Renders call-style arguments: inline when each fits on one line, else one per line.
  private mutating func renderArguments<C: Collection>(_ children: C) -> String
  where C.Element == Mirror.Child {
    let items = children.map { child in
      let rendered = render(child.value, isRoot: false)
      guard let label = child.label, !label.hasPrefix(".") else { return rendered }
      return Self.labelled(label, rendered)
    }
    if !items.contains(where: { $0.contains("\n") }) {
      return items.joined(separator: ", ")
    }
    let body = items.map { "  " + Self.indented($0) }.joined(separator: ",\n")
    return "\n" + body + "\n"
  }

  /// Renders an array-like collection with `[index]:` labels.
  private mutating func renderCollection(_ mirror: Mirror) -> String {
    let lines = mirror.children.enumerated().map { offset, child in
      Self.labelled("[\(offset)]", render(child.value, isRoot: false))
    }
    return lines.isEmpty ? "[]" : Self.block(lines, open: "[", close: "]")
  }

  /// Renders a dictionary with its entries sorted by the rendering of their keys.
  private mutating func renderDictionary(_ mirror: Mirror) -> String {
    var entries: [(key: String, value: String)] = []
    for child in mirror.children {
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else { continue }
      entries.append((render(pair[0].value, isRoot: false), render(pair[1].value, isRoot: false)))
    }
    guard !entries.isEmpty else { return "[:]" }
    let lines = entries.sorted { $0.key < $1.key }.map { Self.labelled($0.key, $0.value) }
    return Self.block(lines, open: "[", close: "]")
  }

  /// Writes `label: value`.
  private static func labelled(_ label: String, _ value: String) -> String {
    label + ": " + value
  }

  /// Lays out items one per line between an opening and a closing delimiter.
  private static func block(_ items: [String], open: String, close: String) -> String {
    open + "\n" + items.map { "  " + indented($0) }.joined(separator: ",\n") + "\n" + close
  }

  /// Indents every line but the first by two spaces.
  private static func indented(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\n")) else { return text }
    // Swift's own split and join: Foundation's `replacingOccurrences` bridges through
    // `NSString`, which was a fifth of a scripted step's time (the transcript dumps the state).
    return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
  }

  /// Drops the underscore of a property wrapper's backing storage label.
  private static func fieldLabel(_ label: String, value: Any) -> String {
    guard label.hasPrefix("_"), value is any CustomDumpRepresentable else { return label }
    return String(label.dropFirst())
  }
}
