/// Writes a ``JSONValue`` as compact JSON text with keys in the order of their UTF-8 bytes and
/// slashes unescaped: byte for byte what `JSONEncoder` writes with `.sortedKeys` and
/// `.withoutEscapingSlashes`, without building an encoder.
///
/// Like `JSONEncoder`, it refuses a number that is not finite and arrays and objects nested
/// ``JSONReader/maximumNesting`` deep.
///
/// ```swift
/// JSONWriter.text(of: .object(["b": .integer(1), "a": .string("/")]))   // {"a":"/","b":1}
/// ```
enum JSONWriter {
  /// Why a value could not be written.
  struct Unwritable: Error {
    /// What in the value could not be written.
    var reason: String
  }

  /// `value` as JSON text.
  static func text(of value: JSONValue) throws(Unwritable) -> String {
    var bytes: [UInt8] = []
    try write(value, to: &bytes, depth: 0)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A number as `JSONEncoder` writes it: its shortest description, without a trailing `.0`.
  static func text(of number: Double) throws(Unwritable) -> String {
    guard number.isFinite else { throw Unwritable(reason: "the number \(number)") }
    let text = number.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  private static func write(
    _ value: JSONValue, to bytes: inout [UInt8], depth: Int
  ) throws(Unwritable) {
    switch value {
    case .string(let text):
      writeString(text, to: &bytes)
    case .integer(let integer):
      bytes.append(contentsOf: integer.description.utf8)
    case .number(let number):
      bytes.append(contentsOf: try text(of: number).utf8)
    case .bool(let flag):
      bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    case .null:
      bytes.append(contentsOf: "null".utf8)
    case .array(let elements):
      try checkNesting(depth)
      bytes.append(UInt8(ascii: "["))
      for (offset, element) in elements.enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        try write(element, to: &bytes, depth: depth + 1)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      try checkNesting(depth)
      bytes.append(UInt8(ascii: "{"))
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (offset, member) in sorted.enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        writeString(member.key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        try write(member.value, to: &bytes, depth: depth + 1)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// `JSONEncoder` writes at most one container fewer than it reads.
  private static func checkNesting(_ depth: Int) throws(Unwritable) {
    guard depth + 1 < JSONReader.maximumNesting else {
      throw Unwritable(reason: "more than \(JSONReader.maximumNesting - 1) nested containers")
    }
  }

  /// `text` quoted, escaping what `JSONEncoder` escapes: quote, backslash and the controls below
  /// U+0020 (by their letter where JSON has one, else as `\u00xx`).
  private static func writeString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
