import Foundation
import Runtime

/// Writes values as the Swift expressions that build them, for the tests `app replay
/// --emit-test` writes.
///
/// Enum cases, strings, numbers, booleans, optionals, arrays, sets, dictionaries, UUIDs, dates,
/// URLs, index sets, stack element IDs and binding actions are written as a person would write
/// them, where the type is known from the context:
/// `.loggedIn(.search(.searchQueryChanged("Seoul")))`. Any other `Encodable` value (a struct,
/// such as a feature's state) is written as a call of the emitted test's `recorded(_:json:)`
/// helper, which decodes it from its JSON.
///
/// A secret is written as the name of the test's constant that holds its text, when it has one.
///
/// With ``decodedValues``, a decoded value is written as the name of a constant
/// (`recordedUser1`) that the test declares before the statement using it, so that no closure
/// of a state assertion needs `try` (`$0.modify(\.loggedIn) { ... }` takes none).
///
/// ```swift
/// SwiftExpression().of(AppFeature.Action.loggedOut(.view(.loginButtonTapped)))
/// // ".loggedOut(.view(.loginButtonTapped))"
/// ```
struct SwiftExpression {
  /// The name of the helper an emitted test decodes a value with: `recorded(T.self, json:)`.
  static let helperName = "recorded"

  /// The names of the emitted test's secret constants, by the text they hold.
  var secretNames: [String: String] = [:]
  /// Where decoded values are declared as constants; `nil` writes the helper's call in place.
  var decodedValues: DecodedValues?

  /// Whether `expression` (as ``of(_:)`` wrote it) holds a value decoded from JSON.
  static func holdsDecodedValue(_ expression: String) -> Bool {
    expression.contains(helperName)
  }

  /// The expression of `value`, or `nil` when it has none: a value that is neither written
  /// literally nor `Encodable`, a non-finite number, or a type without a name in source.
  func of(_ value: Any) -> String? {
    if let literal = literal(value) { return literal }
    if let binding = value as? any BindingActionExpressible { return binding.expression(by: self) }
    if let elements = value as? any IdentifiedElements, elements.isArrayLiteral {
      return arrayLiteral(elements.elementValues)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return of(wrapped)
    case .enum:
      return enumCase(value, mirror: mirror)
    case .collection, .set:
      return arrayLiteral(mirror.children.map(\.value))
    case .dictionary:
      return dictionaryLiteral(mirror)
    default:
      return decoded(value)
    }
  }

  /// `value` as a call of the helper that decodes it from JSON, or `nil` when it is not
  /// `Encodable` or its type has no name in source (a private or local type).
  func decoded(_ value: Any) -> String? {
    guard let encodable = value as? any Encodable,
      let json = try? JSONCoding.text(of: encodable)
    else { return nil }
    let type = typeName(Swift.type(of: value))
    guard !type.contains("(") else { return nil }
    let call = "try \(Self.helperName)(\(type).self, json: \(Self.rawStringLiteral(json)))"
    return decodedValues?.name(for: call, type: type) ?? call
  }

  /// A raw string literal of JSON text that nothing in the text can end or escape from:
  /// `#"{"a":"b"}"#`, with one `#` more than the longest run of them after a `"` or `\` in
  /// the text, found in one pass. Swift takes at most 255 `#`: text that would need more is
  /// written as an ordinary literal with escapes.
  ///
  /// JSON text has no line breaks (its strings escape them), so one line always holds it.
  static func rawStringLiteral(_ json: String) -> String {
    var longest = 0
    var run: Int?
    for byte in json.utf8 {
      if byte == UInt8(ascii: "#"), let count = run {
        run = count + 1
        longest = max(longest, count + 1)
      } else {
        run = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") ? 0 : nil
      }
    }
    guard longest < 255 else { return stringLiteral(json) }
    let hashes = String(repeating: "#", count: longest + 1)
    return hashes + "\"" + json + "\"" + hashes
  }

  /// Whether `value` is written as a literal or a short expression (a string, a number, a
  /// UUID, a secret...), which a state change writes whole.
  func isLiteral(_ value: Any) -> Bool {
    literal(value) != nil
  }

  private func literal(_ value: Any) -> String? {
    switch value {
    case let string as String: stringLiteral(string)
    case let substring as Substring: stringLiteral(String(substring))
    case let character as Character: stringLiteral(String(character))
    case let bool as Bool: bool ? "true" : "false"
    case let integer as any BinaryInteger: "\(integer)"
    case let double as Double: double.isFinite ? "\(double)" : nil
    case let float as Float: float.isFinite ? "\(float)" : nil
    case let uuid as UUID: "UUID(uuidString: \(stringLiteral(uuid.uuidString)))!"
    case let date as Date:
      "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))"
    case let url as URL: "URL(string: \(stringLiteral(url.absoluteString)))!"
    // The offsets `onDelete` and `onMove` hand: an array literal, as a reader writes them.
    case let offsets as IndexSet: "[" + offsets.map(String.init).joined(separator: ", ") + "]"
    case let id as StackElementID: "\(id.rawValue)"
    case let secret as Redacted<String>:
      secretNames[secret.rawValue] ?? stringLiteral(secret.rawValue)
    default: nil
    }
  }

  private func enumCase(_ value: Any, mirror: Mirror) -> String? {
    let name = "." + caseName(of: value)
    guard let payload = mirror.children.first?.value else { return name }
    let payloadMirror = Mirror(reflecting: payload)
    var arguments: [String] = []
    if payloadMirror.displayStyle == .tuple {
      for child in payloadMirror.children {
        guard let argument = of(child.value) else { return nil }
        let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        arguments.append(label.map { "\($0): \(argument)" } ?? argument)
      }
    } else {
      guard let argument = of(payload) else { return nil }
      arguments = [argument]
    }
    return name + "(" + arguments.joined(separator: ", ") + ")"
  }

  private func arrayLiteral(_ elements: [Any]) -> String? {
    var items: [String] = []
    for element in elements {
      guard let item = of(element) else { return nil }
      items.append(item)
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  private func dictionaryLiteral(_ mirror: Mirror) -> String? {
    var entries: [String] = []
    for child in mirror.children {
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2, let key = of(pair[0].value), let value = of(pair[1].value) else {
        return nil
      }
      entries.append(key + ": " + value)
    }
    return entries.isEmpty ? "[:]" : "[" + entries.sorted().joined(separator: ", ") + "]"
  }
}

/// A binding action, which writes itself as `.set(\.$field, value)`.
protocol BindingActionExpressible {
  /// The action as Swift source, with its value written by `writer`; `nil` when its field has
  /// no name or its value no expression.
  func expression(by writer: SwiftExpression) -> String?
}

extension BindingAction: BindingActionExpressible {
  func expression(by writer: SwiftExpression) -> String? {
    guard name != nil, let value = writer.of(value) else { return nil }
    return ".set(\(fieldName), \(value))"
  }
}

/// A collection of identified elements (an identified array, a navigation stack), which a
/// state change reaches by ID.
protocol IdentifiedElements {
  /// The elements in order.
  var elementValues: [Any] { get }
  /// The elements' IDs in order.
  var elementIDs: [AnyHashable] { get }
  /// Whether an array literal of the elements builds the collection with their IDs.
  var isArrayLiteral: Bool { get }
  /// Whether elements leave only from the end, as screens leave a stack.
  static var removesFromTheEndOnly: Bool { get }
  /// The statements that remove the elements with the IDs (written as Swift) at `path`.
  static func removing(_ ids: [String], at path: String) -> [String]
  /// The statement that adds an element (written as Swift) with an ID at `path`.
  static func adding(_ element: String, id: String, at path: String) -> String
}

extension IdentifiedArray: IdentifiedElements {
  var elementValues: [Any] { map { $0 } }
  var elementIDs: [AnyHashable] { ids.map { AnyHashable($0) } }
  var isArrayLiteral: Bool { true }
  static var removesFromTheEndOnly: Bool { false }

  static func removing(_ ids: [String], at path: String) -> [String] {
    ids.map { "\(path).remove(id: \($0))" }
  }

  static func adding(_ element: String, id: String, at path: String) -> String {
    "\(path).append(\(element))"
  }
}

extension StackState: IdentifiedElements {
  var elementValues: [Any] { map { $0 } }
  var elementIDs: [AnyHashable] { ids.map { AnyHashable($0) } }
  /// A literal numbers the screens from 0.
  var isArrayLiteral: Bool { ids.map(\.rawValue) == Array(0..<count) }
  static var removesFromTheEndOnly: Bool { true }

  static func removing(_ ids: [String], at path: String) -> [String] {
    ids.first.map { ["\(path).pop(from: \($0))"] } ?? []
  }

  static func adding(_ element: String, id: String, at path: String) -> String {
    "\(path).push(\(element), id: \(id))"
  }
}

/// The constants an emitted test declares for decoded values: `let recordedUser1 = try
/// recorded(User.self, json: ...)`, named for their type (`HomeFeature.State` gives
/// `recordedHomeFeatureState2`) and numbered through the test.
final class DecodedValues {
  private var count = 0
  private var pending: [(name: String, call: String)] = []

  /// The constant holding the value `call` decodes, declared by the next ``declarations(for:)``.
  func name(for call: String, type: String) -> String {
    if let declared = pending.first(where: { $0.call == call }) { return declared.name }
    count += 1
    let typeWords = type.prefix { $0 != "<" }.split(separator: ".").joined()
    let name = SwiftExpression.helperName + typeWords + "\(count)"
    pending.append((name, call))
    return name
  }

  /// The declarations of the constants named since the last call that `statements` use, in
  /// the order they were named; the others are dropped.
  func declarations(for statements: [String]) -> [String] {
    defer { pending = [] }
    let text = statements.joined(separator: "\n")
    return pending.filter { text.contains($0.name) }.map { "let \($0.name) = \($0.call)" }
  }
}
