import Foundation

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
    try decode(JSONValue.self, from: try text(of: value))
  }
}
