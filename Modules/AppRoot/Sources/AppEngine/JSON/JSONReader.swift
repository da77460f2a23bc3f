/// Reads JSON text into a ``JSONValue`` straight from its UTF-8 bytes, by RFC 8259 to the letter:
/// one value, with only whitespace around it, strings with every escape (surrogate pairs joined,
/// a lone surrogate refused), and at most ``maximumNesting`` arrays and objects inside each other.
///
/// A number that is exactly an `Int` (`3`, `-0`, `1.5e1`) reads as `.integer`, any other one as
/// `.number`; one a `Double` cannot hold (`1e400`, `1e-400`) is refused, as `JSONDecoder`
/// refuses it. Of an object's repeated key, the first value counts, as in `JSONDecoder`.
///
/// Stricter than `JSONDecoder`, it refuses a comma before `]` or `}`, and a number so small
/// that a `Double` holds it only as zero (`1e-400`).
///
/// ```swift
/// let json = try JSONValue(parsing: #"{"count":1}"#)   // .object(["count": .integer(1)])
/// ```
struct JSONReader {
  /// The most arrays and objects a document may hold inside each other, as `JSONDecoder` allows.
  static let maximumNesting = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The one JSON value `bytes` hold, with only whitespace around it.
  static func value(in bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
    var reader = JSONReader(bytes: bytes)
    reader.skipWhitespace()
    let value = try reader.readValue()
    reader.skipWhitespace()
    guard reader.index == bytes.count else {
      throw reader.failure("\(reader.describeByte()) after the value")
    }
    return value
  }

  // MARK: Values

  private mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw failure("the text ends where a value should be") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try readObject()
    case UInt8(ascii: "["): return try readArray()
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"):
      try readLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try readLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try readLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try readNumber()
    default:
      throw failure("\(describeByte()) where a value should be")
    }
  }

  private mutating func readLiteral(_ word: StaticString) throws(JSONSyntaxError) {
    let start = index
    for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard index < bytes.count, bytes[index] == expected else {
        throw failure("a misspelled '\(word)'", at: start)
      }
      index += 1
    }
  }

  private mutating func readObject() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure(
          index < bytes.count ? "\(describeByte()) where a key should be" : endInside("an object"))
      }
      let key = try readString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw failure(
          index < bytes.count ? "\(describeByte()) where ':' should be" : endInside("an object"))
      }
      index += 1
      skipWhitespace()
      let value = try readValue()
      if members[key] == nil { members[key] = value }
      skipWhitespace()
      guard index < bytes.count else { throw failure(endInside("an object")) }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(members)
      default:
        throw failure("\(describeByte()) where ',' or '}' should be")
      }
    }
  }

  private mutating func readArray() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      elements.append(try readValue())
      skipWhitespace()
      guard index < bytes.count else { throw failure(endInside("an array")) }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(elements)
      default:
        throw failure("\(describeByte()) where ',' or ']' should be")
      }
    }
  }

  /// Steps into the array or object at `index`, refusing one nested too deep.
  private mutating func enterContainer() throws(JSONSyntaxError) {
    guard depth < Self.maximumNesting else {
      throw failure("more than \(Self.maximumNesting) arrays and objects inside each other")
    }
    depth += 1
    index += 1
  }

  // MARK: Strings

  private mutating func readString() throws(JSONSyntaxError) -> String {
    let quote = index
    index += 1
    let start = index
    // Most strings have no escape: read them in one piece.
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      case UInt8(ascii: "\\"):
        return try readEscapedString(from: start, quote: quote)
      case 0..<0x20:
        throw failure("\(describeByte()) inside a string, where it must be escaped")
      default:
        index += 1
      }
    }
    throw failure(endInside("a string"), at: quote)
  }

  /// The rest of a string whose first escape is at `index`; `start` is where its text begins.
  private mutating func readEscapedString(
    from start: Int, quote: Int
  ) throws(JSONSyntaxError) -> String {
    var utf8 = Array(bytes[start..<index])
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try readEscape(into: &utf8)
      case 0..<0x20:
        throw failure("\(describeByte()) inside a string, where it must be escaped")
      case let byte:
        utf8.append(byte)
        index += 1
      }
    }
    throw failure(endInside("a string"), at: quote)
  }

  private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
    let escape = index
    index += 1
    guard index < bytes.count else { throw failure(endInside("a string")) }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(letter)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try readHexUnit(escape: escape)
      var scalarValue = UInt32(unit)
      switch unit {
      case 0xD800...0xDBFF:
        let low = index
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw failure("a lone high surrogate \(Self.escapeText(unit))", at: escape)
        }
        index += 2
        let second = try readHexUnit(escape: low)
        guard (0xDC00...0xDFFF).contains(second) else {
          throw failure(
            "a high surrogate \(Self.escapeText(unit)) followed by \(Self.escapeText(second)), "
              + "which is not a low surrogate", at: escape)
        }
        scalarValue = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(second - 0xDC00)
      case 0xDC00...0xDFFF:
        throw failure("a lone low surrogate \(Self.escapeText(unit))", at: escape)
      default:
        break
      }
      guard let scalar = Unicode.Scalar(scalarValue) else {
        throw failure("an escape that is not a character", at: escape)
      }
      UTF8.encode(scalar) { utf8.append($0) }
    default:
      throw failure("an unknown escape \(Self.describe(letter)) after '\\' in a string", at: escape)
    }
  }

  /// The four hexadecimal digits after `\u`.
  private mutating func readHexUnit(escape: Int) throws(JSONSyntaxError) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw failure(endInside("a string")) }
      let digit: UInt8
      switch bytes[index] {
      case let byte where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
        digit = byte - UInt8(ascii: "0")
      case let byte where (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte):
        digit = byte - UInt8(ascii: "a") + 10
      case let byte where (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte):
        digit = byte - UInt8(ascii: "A") + 10
      default:
        throw failure("a '\\u' escape without four hexadecimal digits", at: escape)
      }
      unit = unit << 4 | UInt16(digit)
      index += 1
    }
    return unit
  }

  private static func escapeText(_ unit: UInt16) -> String {
    let hex = String(unit, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }

  // MARK: Numbers

  private mutating func readNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, Self.isDigit(bytes[index]) else {
      throw failure("a number without digits", at: start)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, Self.isDigit(bytes[index]) {
        throw failure("a number with a leading zero", at: start)
      }
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw failure("a number without digits after its decimal point", at: start)
      }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw failure("a number without digits in its exponent", at: start)
      }
      skipDigits()
    }
    let literal = UnsafeBufferPointer(rebasing: bytes[start..<index])
    if let integer = JSONNumberLiteral.exactInteger(Int.self, spelledBy: literal) {
      return .integer(integer)
    }
    let text = String(decoding: literal, as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw failure("the number \(text), which is too large for a Double", at: start)
    }
    guard number != 0 || !JSONNumberLiteral.hasNonzeroDigit(literal) else {
      throw failure("the number \(text), which is too small for a Double", at: start)
    }
    return .number(number)
  }

  private mutating func skipDigits() {
    while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  // MARK: Whitespace and failures

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      default:
        return
      }
    }
  }

  private func endInside(_ what: String) -> String {
    "the text ends inside \(what)"
  }

  /// The byte at `index` named for a message: `'x'`, or `U+00E9` for anything but printable ASCII
  /// (which keeps terminal controls and bidirectional overrides out of the message).
  private func describeByte() -> String {
    guard index < bytes.count else { return "the end of the text" }
    guard bytes[index] >= 0x80 else { return Self.describe(bytes[index]) }
    let rest = UnsafeBufferPointer(rebasing: bytes[index..<min(index + 4, bytes.count)])
    let scalar = String(decoding: rest, as: UTF8.self).unicodeScalars.first?.value ?? 0xFFFD
    return Self.codePoint(scalar)
  }

  private static func describe(_ byte: UInt8) -> String {
    (0x20..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : codePoint(UInt32(byte))
  }

  private static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private func failure(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(reason: reason, offset: offset ?? index, in: bytes)
  }
}

extension JSONValue {
  /// Parses JSON `text` (RFC 8259), with a message saying what is wrong and where when it is
  /// not JSON.
  ///
  /// ```swift
  /// let json = try JSONValue(parsing: #"{"count":1}"#)   // .object(["count": .integer(1)])
  /// ```
  public init(parsing text: String) throws(JSONSyntaxError) {
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(JSONSyntaxError) in try JSONReader.value(in: bytes) }
    }
    self = try result.get()
  }
}
