import Foundation

/// Renders values as the deterministic, multi-line text of ``customDump(_:name:indent:maxDepth:)``.
struct DumpWriter {
  /// The objects being rendered on the current path, to break reference cycles.
  private var visiting: Set<ObjectIdentifier> = []
  /// How many levels of nesting are shown; a value below that shows as `Type(…)`.
  private let maxDepth: Int
  /// The nesting level of the value being rendered; the root is at 0.
  private var depth = 0

  /// Whether this writer reuses the renderings a ``DumpMemo`` kept.
  private let memoizes: Bool
  /// When memoizing, for each value being rendered: the renderings of its parts last time, and
  /// of its parts so far.
  private var memoFrames: [MemoFrame] = []

  /// The previous renderings of a value's parts, taken in order, and the new ones.
  private struct MemoFrame {
    var previous: [DumpMemo.Node]
    var nextPrevious = 0
    var rendered: [DumpMemo.Node] = []
  }

  /// A writer that shows `maxDepth` levels of nesting.
  init(maxDepth: Int = .max) {
    self.maxDepth = maxDepth
    self.memoizes = false
  }

  /// A writer that reuses the text of each part equal to the part at the same place in
  /// `previousRendering`, and keeps its new renderings for ``memoizedRoot``.
  init(previousRendering: DumpMemo.Node?) {
    self.maxDepth = .max
    self.memoizes = true
    self.memoFrames = [MemoFrame(previous: previousRendering.map { [$0] } ?? [])]
  }

  /// The rendering of the value this writer last rendered at the root, with its parts.
  var memoizedRoot: DumpMemo.Node? { memoFrames.first?.rendered.last }

  /// Whether the children of the value being rendered are left out, as `…`.
  private var isAtMaxDepth: Bool { depth >= maxDepth }

  /// Renders `body` one nesting level deeper.
  private mutating func descending<T>(_ body: (inout Self) -> T) -> T {
    depth += 1
    defer { depth -= 1 }
    return body(&self)
  }

  /// Returns the rendering of a value; `isRoot` prefixes enum cases with their type name.
  mutating func render(_ value: Any, isRoot: Bool) -> String {
    guard memoizes else { return renderValue(value, isRoot: isRoot) }
    let previous = takePreviousRendering()
    if let previous, Self.canReuse(previous, for: value, isRoot: isRoot) {
      memoFrames[memoFrames.count - 1].rendered.append(previous)
      return previous.text
    }
    memoFrames.append(MemoFrame(previous: previous?.children ?? []))
    let text = renderValue(value, isRoot: isRoot)
    let node = DumpMemo.Node(
      value: value, text: text, isRoot: isRoot, children: memoFrames.removeLast().rendered)
    memoFrames[memoFrames.count - 1].rendered.append(node)
    return text
  }

  /// Whether `rendering`'s text is `value`'s: an equal value rendered at the root or not as
  /// `isRoot` says, and no object, which may have changed inside whatever its equality says.
  private static func canReuse(_ rendering: DumpMemo.Node, for value: Any, isRoot: Bool) -> Bool {
    rendering.isRoot == isRoot && !(type(of: value) is AnyClass)
      && DumpMemo.areEqual(rendering.value, value)
  }

  /// The rendering of the part at the next place of the value being rendered, last time.
  private mutating func takePreviousRendering() -> DumpMemo.Node? {
    let frame = memoFrames.count - 1
    guard memoFrames[frame].nextPrevious < memoFrames[frame].previous.count else { return nil }
    defer { memoFrames[frame].nextPrevious += 1 }
    return memoFrames[frame].previous[memoFrames[frame].nextPrevious]
  }

  /// Renders `value` itself, its parts through ``render(_:isRoot:)``.
  private mutating func renderValue(_ value: Any, isRoot: Bool) -> String {
    let type = ObjectIdentifier(Swift.type(of: value))
    if !Self.reflectedTypes.withLock({ $0.contains(type) }) {
      if let convertible = value as? any CustomDumpStringConvertible {
        return convertible.customDumpDescription
      }
      if let representable = value as? any CustomDumpRepresentable {
        return render(representable.customDumpValue, isRoot: isRoot)
      }
      if let leaf = Self.leaf(value) {
        return leaf
      }
      Self.reflectedTypes.withLock { _ = $0.insert(type) }
    }
    if let fields = StoredFields.of(Swift.type(of: value))?.children(of: value) {
      return Self.typeName(of: value) + renderFields { fields }
    }
    if let cases = EnumCases.of(Swift.type(of: value)), let current = cases.case(of: value) {
      guard !cases.isOptional else {
        return current.payload.map { render($0, isRoot: isRoot) } ?? "nil"
      }
      return renderEnum(value, case: current.name, payload: current.payload, isRoot: isRoot)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return render(wrapped, isRoot: isRoot)
    case .enum:
      let payload = mirror.children.first
      return renderEnum(
        value, case: payload?.label ?? caseName(of: value), payload: payload?.value,
        isRoot: isRoot)
    case .tuple:
      if isAtMaxDepth { return "(…)" }
      return "(" + renderArguments(mirror.children) + ")"
    case .collection:
      return renderCollection(mirror)
    case .dictionary:
      return renderDictionary(mirror)
    case .set:
      if isAtMaxDepth { return mirror.children.isEmpty ? "Set([])" : "Set(…)" }
      let items = descending { writer in
        mirror.children.map { writer.render($0.value, isRoot: false) }.sorted()
      }
      return items.isEmpty ? "Set([])" : "Set(" + Self.block(items, open: "[", close: "]") + ")"
    case .class:
      return renderObject(value as AnyObject, mirror: mirror)
    default:
      if mirror.displayStyle == nil, mirror.children.isEmpty {
        return String(describing: value)
      }
      return Self.typeName(of: value) + renderFields { mirror.writtenChildren }
    }
  }

  /// The types whose values are rendered from their mirrors: no custom description, custom
  /// dump value or leaf rendering applies to them. Remembering them saves a value of such a type
  /// the ten casts that tell it so, most of them look-ups in the runtime's conformance tables.
  private static let reflectedTypes = LockIsolated<Set<ObjectIdentifier>>([])

  /// Renders a class instance, or `Name(↩︎)` when it is already being rendered.
  private mutating func renderObject(_ object: AnyObject, mirror: Mirror) -> String {
    let identity = ObjectIdentifier(object)
    let name = Self.typeName(of: object)
    guard visiting.insert(identity).inserted else { return name + "(↩︎)" }
    defer { visiting.remove(identity) }
    return name
      + renderFields {
        var mirrors = [mirror]
        while let parent = mirrors[mirrors.count - 1].superclassMirror {
          mirrors.append(parent)
        }
        return mirrors.reversed().flatMap(\.writtenChildren)
      }
  }

  /// Renders the labelled fields of a struct or class (superclasses first) in parentheses;
  /// `fields` is not called when they are left out.
  private mutating func renderFields(_ fields: () -> [Mirror.Child]) -> String {
    if isAtMaxDepth { return "(…)" }
    let lines = fields().enumerated().map { offset, child in
      let label = Self.fieldLabel(child.label ?? "[\(offset)]", value: child.value)
      return Self.labelled(label, descending { $0.render(child.value, isRoot: false) })
    }
    return lines.isEmpty ? "()" : Self.block(lines, open: "(", close: ")")
  }

  /// Renders the case `name` of an enum value with its payload: `.name`, `.name(payload)`,
  /// prefixed with the type at the root.
  private mutating func renderEnum(
    _ value: Any, case name: String, payload: Any?, isRoot: Bool
  ) -> String {
    let prefix = isRoot ? Self.typeName(of: value) : ""
    guard let payload else { return prefix + "." + name }
    if isAtMaxDepth { return prefix + "." + name + "(…)" }
    let arguments =
      TypeKind(Swift.type(of: payload)) == .tuple
      ? renderArguments(Mirror(reflecting: payload).children)
      : renderArguments([(label: nil, value: payload)])
    return prefix + "." + name + "(" + arguments + ")"
  }

  /// Renders call-style arguments: inline when each fits on one line, else one per line.
  private mutating func renderArguments<C: Collection>(_ children: C) -> String
  where C.Element == Mirror.Child {
    let items = children.map { child in
      let rendered = descending { $0.render(child.value, isRoot: false) }
      guard let label = child.label, !label.hasPrefix(".") else { return rendered }
      return Self.labelled(label, rendered)
    }
    if !items.contains(where: Self.hasLineFeed) {
      return items.joined(separator: ", ")
    }
    let body = items.map { "  " + Self.indented($0) }.joined(separator: ",\n")
    return "\n" + body + "\n"
  }

  /// Renders an array-like collection with `[index]:` labels.
  private mutating func renderCollection(_ mirror: Mirror) -> String {
    if isAtMaxDepth { return mirror.children.isEmpty ? "[]" : "[…]" }
    let lines = mirror.children.enumerated().map { offset, child in
      Self.labelled("[\(offset)]", descending { $0.render(child.value, isRoot: false) })
    }
    return lines.isEmpty ? "[]" : Self.block(lines, open: "[", close: "]")
  }

  /// Renders a dictionary with its entries sorted by the rendering of their keys.
  private mutating func renderDictionary(_ mirror: Mirror) -> String {
    if isAtMaxDepth { return mirror.children.isEmpty ? "[:]" : "[…]" }
    var entries: [(key: String, value: String)] = []
    for child in mirror.children {
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else { continue }
      entries.append(
        descending {
          ($0.render(pair[0].value, isRoot: false), $0.render(pair[1].value, isRoot: false))
        })
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
  ///
  /// Every level of nesting indents the text of the levels inside it again, so this runs over
  /// a long string once per level: it copies the runs between line feeds whole, found with
  /// `memchr`, instead of walking the text character by character (a 4 MB place name took
  /// seconds to dump).
  private static func indented(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes -> String? in
      guard let base = bytes.baseAddress, memchr(base, 0x0A, bytes.count) != nil else {
        return nil
      }
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + bytes.count / 16)
      var start = 0
      while start < bytes.count,
        let found = memchr(base + start, 0x0A, bytes.count - start)
      {
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        // A carriage return and a line feed are one character, which does not end a line.
        if end < 2 || bytes[end - 2] != 0x0D { result.append(contentsOf: [0x20, 0x20]) }
        start = end
      }
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
      return String(decoding: result, as: UTF8.self)
    } ?? text
  }

  /// Whether `text` holds a line feed, found with `memchr` rather than character by character.
  private static func hasLineFeed(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, 0x0A, bytes.count) != nil
    }
  }

  /// Drops the underscore of a property wrapper's backing storage label.
  private static func fieldLabel(_ label: String, value: Any) -> String {
    guard label.hasPrefix("_"), value is any CustomDumpRepresentable else { return label }
    return String(label.dropFirst())
  }
}

extension DumpWriter {
  /// Returns the rendering of a value that is shown as a single token, or `nil` for others.
  static func leaf(_ value: Any) -> String? {
    switch value {
    case let string as String:
      return stringLiteral(string)
    case let substring as Substring:
      return stringLiteral(String(substring))
    case let character as Character:
      return stringLiteral(String(character))
    case let date as Date:
      let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
      return "Date(" + style.format(date) + ")"
    case let url as URL:
      return "URL(" + url.absoluteString + ")"
    case let uuid as UUID:
      return "UUID(" + uuid.uuidString + ")"
    case let offsets as IndexSet:
      return "IndexSet([" + offsets.map(String.init).joined(separator: ", ") + "])"
    case let data as Data:
      return renderData(data)
    default:
      return nil
    }
  }

  /// Renders bytes in hexadecimal, shortened after the first 64 bytes.
  private static func renderData(_ data: Data) -> String {
    let limit = 64
    let hex = data.prefix(limit).map { byte in
      (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }
    let suffix = data.count > limit ? "… (\(data.count) bytes)" : ""
    return "Data(" + hex.joined() + suffix + ")"
  }
}

/// `string` as a Swift string literal, with quotes, backslashes and control characters escaped:
/// `"say \"hi\"\n"`.
package func stringLiteral(_ string: String) -> String {
  if utf8(of: string, avoids: literalStopBytes) { return "\"" + string + "\"" }
  let body = escapingControlCharacters(string) { scalar in
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    default: nil
    }
  }
  return "\"" + body + "\""
}

/// Whether no byte of `string`'s UTF-8 is one of `stopBytes` (NUL-terminated; a NUL in the
/// string counts as one). The C library's `strcspn` tells it for a long string at once, where a
/// walk over its scalars took a second for a 4 MB place name in every dump of the state.
private func utf8(of string: String, avoids stopBytes: [CChar]) -> Bool {
  string.withCString { strcspn($0, stopBytes) == string.utf8.count }
}

/// The bytes that may begin a control or bidirectional character in UTF-8 (see `isControl`):
/// those below 0x20, 0x7F, and the lead bytes of U+0080-U+00BF (0xC2) and U+2000-U+2FFF (0xE2).
private let controlStopBytes: [CChar] =
  (Array(0x01..<0x20) + [0x7F, 0xC2, 0xE2, 0x00]).map { CChar(bitPattern: UInt8($0)) }

/// The bytes that may begin what ``stringLiteral(_:)`` escapes: a control character, a quote or
/// a backslash.
private let literalStopBytes: [CChar] = [0x22, 0x5C] + controlStopBytes

/// The bytes of ``controlStopBytes`` but the line feed.
private let controlStopBytesButLineFeed = controlStopBytes.filter { $0 != 0x0A }

/// `text` with its control characters escaped, except the line feeds between its lines.
package func escapingControlCharactersKeepingLines(_ text: String) -> String {
  // Most text, a whole transcript entry at a time, has nothing to escape: it is returned as it
  // is, told by its bytes or else by one walk over its scalars, without splitting it into lines.
  if utf8(of: text, avoids: controlStopBytesButLineFeed) { return text }
  guard text.unicodeScalars.contains(where: { $0 != "\n" && isControl($0) }) else { return text }
  return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    .map { escapingControlCharacters(String(String.UnicodeScalarView($0))) }
    .joined(separator: "\n")
}

/// `string` with its control characters escaped, and whatever `escape` returns an escape for.
package func escapingControlCharacters(
  _ string: String, also escape: ((Unicode.Scalar) -> String?)? = nil
) -> String {
  // Most text needs no escape: it is returned as it is, without building a copy, told by its
  // bytes when nothing else is to be escaped.
  if escape == nil, utf8(of: string, avoids: controlStopBytes) { return string }
  guard string.unicodeScalars.contains(where: { isControl($0) || escape?($0) != nil }) else {
    return string
  }
  var result = ""
  for scalar in string.unicodeScalars {
    if let escaped = escape?(scalar) ?? controlCharacterEscape(scalar) {
      result += escaped
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

/// How a control character (or a bidirectional formatting one) is written so that it shows
/// instead of acting on a terminal: `\n`, `\t`, `\0`, `\u{1b}`, `\u{202e}`; `nil` for a
/// character that prints as itself.
package func controlCharacterEscape(_ scalar: Unicode.Scalar) -> String? {
  switch scalar {
  case "\n": "\\n"
  case "\r": "\\r"
  case "\t": "\\t"
  case "\0": "\\0"
  default:
    isControl(scalar) ? "\\u{" + String(scalar.value, radix: 16) + "}" : nil
  }
}

/// Whether `scalar` acts on a terminal instead of showing: a control character (general
/// category Cc, U+0000 to U+001F and U+007F to U+009F, a set Unicode's stability policy keeps
/// fixed), or a bidirectional embedding, override or isolate (U+202A to U+202E, U+2066 to
/// U+2069), which reorders the text after it. Testing the ranges by number instead of reading
/// the scalar's properties saves a table lookup for every character written.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
    || (0x2066...0x2069).contains(value)
}

extension DumpWriter {
  /// Returns the type name of a value qualified by its enclosing types, without module names.
  ///
  /// `MyModule.SettingsFeature.State` becomes `SettingsFeature.State`, and generic arguments
  /// are shortened the same way (`Optional<Swift.Int>` becomes `Optional<Int>`).
  static func typeName(of value: Any) -> String {
    let type = type(of: value)
    return typeNames.element(at: ObjectIdentifier(type)) { shortName(of: type) }
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
