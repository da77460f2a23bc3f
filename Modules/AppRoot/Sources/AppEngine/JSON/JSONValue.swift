import Foundation

/// A JSON document as a value: what `send` builds from an action path and what recordings hold.
///
/// ```swift
/// let json: JSONValue = .object(["search": .object(["_0": .object(["onAppear": .object([:])])])])
/// json.text   // {"search":{"_0":{"onAppear":{}}}}
/// ```
public enum JSONValue: Sendable, Equatable, Codable {
  /// A string.
  case string(String)
  /// A number; integers keep their exact value.
  case integer(Int)
  /// A number with a fraction.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSONValue])
  /// An object; keys are written in sorted order.
  case object([String: JSONValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .integer(let integer): try container.encode(integer)
    case .number(let number): try container.encode(number)
    case .bool(let flag): try container.encode(flag)
    case .null: try container.encodeNil()
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }

  /// The document as compact JSON text with sorted keys, as ``JSONWriter`` writes it; `null`
  /// for one it cannot write (a number that is not finite, or nesting too deep).
  public var text: String {
    (try? JSONWriter.text(of: self)) ?? "null"
  }

  /// The value with every string equal to `text` replaced by `replacement`.
  func replacingStrings(_ text: String, with replacement: String) -> JSONValue {
    switch self {
    case .string(text): .string(replacement)
    case .array(let values): .array(values.map { $0.replacingStrings(text, with: replacement) })
    case .object(let fields):
      .object(fields.mapValues { $0.replacingStrings(text, with: replacement) })
    default: self
    }
  }
}

/// The JSON settings every file the app writes or reads uses: compact, sorted keys, no escaped
/// slashes, so that output is deterministic and diffs well.
enum JSONCoding {
  /// Encodes a value as compact JSON text with sorted keys.
  static func text<Value: Encodable>(of value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// Decodes a value from JSON text.
  static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// Re-encodes a value as a ``JSONValue`` tree.
  static func tree<Value: Encodable>(of value: Value) throws -> JSONValue {
    try JSONValue(parsing: try text(of: value))
  }
}

extension DecodingError {
  /// A one-line explanation: where in the document decoding failed and why.
  var brief: String {
    let (context, reason): (Context?, String) =
      switch self {
      case .typeMismatch(let type, let context):
        (context, "expected \(ActionDecoding.typeName(type))")
      case .valueNotFound(let type, let context):
        (context, "missing a value of type \(ActionDecoding.typeName(type))")
      case .keyNotFound(let key, let context):
        (context, "missing the key '\(key.stringValue)'")
      case .dataCorrupted(let context):
        (context, context.debugDescription)
      @unknown default:
        (nil, "\(self)")
      }
    let path = context?.codingPath.map(\.stringValue).joined(separator: ".") ?? ""
    return path.isEmpty ? reason : "at \(path): \(reason)"
  }
}
