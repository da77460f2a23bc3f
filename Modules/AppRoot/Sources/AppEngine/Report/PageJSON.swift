import Foundation

/// Compact JSON text for an HTML page, written in one pass over an `Encodable` value: the
/// run report's data, which a long run makes megabytes of.
///
/// ```swift
/// try PageJSON.text(of: ["</script>"])   // ["\u003c/script\u003e"]
/// ```
///
/// The text can stand inside a `<script>` element as it is: every `<`, `>` and `&` is written as
/// a `\u` escape, and so are U+2028 and U+2029, which some JavaScript parsers take for line
/// ends; JSON reads them back as the same characters. Keys come in the order the value encodes
/// them. A value must write each container's entries before the next entry of its parent, as
/// synthesized conformances do.
package enum PageJSON {
  /// The JSON text of `value`.
  package static func text(of value: some Encodable) throws -> String {
    String(decoding: try utf8(of: value), as: UTF8.self)
  }

  /// The JSON text of `value`, as UTF-8.
  package static func utf8(of value: some Encodable) throws -> [UInt8] {
    let writer = Writer()
    try writer.write(value, in: nil, at: nil)
    return writer.bytes
  }

  /// The bytes of one document, which all its encoders append to.
  fileprivate final class Writer {
    var bytes: [UInt8] = []

    /// Writes `value`, the entry at `key` of the container `parent` is writing, whole.
    func write(
      _ value: some Encodable, in parent: ValueEncoder?, at key: (any CodingKey)?
    ) throws {
      // The elements of arrays and optionals come here whatever their type: the commonest are
      // written at once, without an encoder of their own.
      switch value {
      case let number as Int: return write(number)
      case let number as Int64: return write(number)
      case let text as String: return write(string: text)
      default: break
      }
      let encoder = ValueEncoder(writer: self, parent: parent, key: key)
      try value.encode(to: encoder)
      encoder.close()
    }

    func write(literal: String) {
      bytes.append(contentsOf: literal.utf8)
    }

    func write(_ number: some BinaryInteger) {
      write(literal: String(number))
    }

    func write(
      _ number: some BinaryFloatingPoint & LosslessStringConvertible, in parent: ValueEncoder,
      at key: (any CodingKey)?
    ) throws {
      guard number.isFinite else {
        let path = ValueEncoder(writer: self, parent: parent, key: key).codingPath
        throw EncodingError.invalidValue(
          number, .init(codingPath: path, debugDescription: "JSON has no \(number)"))
      }
      var text = String(number)
      if text.hasSuffix(".0") { text.removeLast(2) }
      write(literal: text)
    }

    /// Writes `text` as a JSON string.
    func write(string text: String) {
      bytes.append(UInt8(ascii: "\""))
      text.withCString { start in
        let count = text.utf8.count
        start.withMemoryRebound(to: UInt8.self, capacity: count) { utf8 in
          var index = 0
          while index < count {
            // Runs of bytes that need no escape are found by the C library and copied whole.
            let run = strcspn(start + index, Self.stopBytes)
            bytes.append(contentsOf: UnsafeBufferPointer(start: utf8 + index, count: run))
            index += run
            guard index < count else { break }
            let (escape, length) = Self.escape(at: index, in: utf8, count: count)
            if let escape { write(literal: escape) } else { bytes.append(utf8[index]) }
            index += length
          }
        }
      }
      bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes a run of plain text stops at: the control characters but NUL (which ends the
    /// C string, and is escaped there), `"`, `\\`, `<`, `>`, `&`, and 0xE2, which begins
    /// U+2028 and U+2029 in UTF-8; NUL-terminated.
    private static let stopBytes: [CChar] =
      (Array(0x01..<0x20) + [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0xE2, 0x00]).map {
        CChar(bitPattern: UInt8($0))
      }

    /// How the byte at `index` of `utf8` is written: its escape and how many bytes it stands
    /// for, or `nil` and 1 for a byte written as it is.
    private static func escape(
      at index: Int, in utf8: UnsafePointer<UInt8>, count: Int
    ) -> (String?, Int) {
      let byte = utf8[index]
      switch byte {
      case 0x22: return (#"\""#, 1)
      case 0x5C: return (#"\\"#, 1)
      case 0x0A: return (#"\n"#, 1)
      case 0x0D: return (#"\r"#, 1)
      case 0x09: return (#"\t"#, 1)
      case 0x3C, 0x3E, 0x26, ..<0x20: return (unicodeEscape(UInt16(byte)), 1)
      case 0xE2
      where index + 2 < count && utf8[index + 1] == 0x80
        && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
        return (unicodeEscape(0x2000 | UInt16(utf8[index + 2] - 0x80)), 3)
      default:
        return (nil, 1)
      }
    }

    /// `\uXXXX` for `unit`.
    private static func unicodeEscape(_ unit: UInt16) -> String {
      let hex = String(unit, radix: 16)
      return #"\u"# + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }

  /// The encoder of one value: it opens at most one container, which continues when asked for
  /// again, and closes it after the value encoded itself.
  fileprivate final class ValueEncoder: Encoder {
    let writer: Writer
    /// The encoder of the container this value is an entry of, and the entry's key.
    private let parent: ValueEncoder?
    private let key: (any CodingKey)?
    var codingPath: [any CodingKey] {
      guard let parent else { return [] }
      return parent.codingPath + (key.map { [$0] } ?? [])
    }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What ends the container the value opened: `}`, `]`, or nothing for a single value;
    /// `nil` until it opens one.
    private var closing: String?
    /// The entries begun so far.
    private(set) var count = 0
    /// A nested container or super encoder of an entry, which its next sibling or the end of
    /// this container closes.
    private var openEntry: ValueEncoder?

    init(writer: Writer, parent: ValueEncoder?, key: (any CodingKey)?) {
      self.writer = writer
      self.parent = parent
      self.key = key
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      open("{", closing: "}")
      return KeyedEncodingContainer(KeyedContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      open("[", closing: "]")
      return EntriesContainer(encoder: self, isArray: true)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      open("", closing: "")
      return EntriesContainer(encoder: self, isArray: false)
    }

    private func open(_ opening: String, closing: String) {
      guard self.closing == nil else { return }
      self.closing = closing
      writer.write(literal: opening)
    }

    /// Starts the container's next entry: its comma and, in an object, its key.
    func beginEntry(_ key: (any CodingKey)?) {
      closeOpenEntry()
      if count > 0 { writer.bytes.append(UInt8(ascii: ",")) }
      count += 1
      if let key {
        writer.write(string: key.stringValue)
        writer.bytes.append(UInt8(ascii: ":"))
      }
    }

    /// An encoder for the entry just begun, which stays open until the next one.
    func entryEncoder(at key: any CodingKey) -> ValueEncoder {
      let encoder = ValueEncoder(writer: writer, parent: self, key: key)
      openEntry = encoder
      return encoder
    }

    /// Ends the value: what it opened is closed, and a value that wrote nothing is `{}`.
    func close() {
      closeOpenEntry()
      writer.write(literal: closing ?? "{}")
    }

    private func closeOpenEntry() {
      openEntry?.close()
      openEntry = nil
    }
  }

  /// A key the value did not choose: an array's index, or `super`.
  fileprivate struct EntryKey: CodingKey {
    private let name: String?
    let intValue: Int?
    var stringValue: String { name ?? String(intValue ?? 0) }
    init(stringValue: String) {
      name = stringValue
      intValue = nil
    }
    init(intValue: Int) {
      name = nil
      self.intValue = intValue
    }
  }

  /// An object's container.
  private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func begin(_ key: Key) -> Writer {
      encoder.beginEntry(key)
      return encoder.writer
    }

    mutating func encodeNil(forKey key: Key) throws { begin(key).write(literal: "null") }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      begin(key).write(literal: value ? "true" : "false")
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      begin(key).write(string: value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      try begin(key).write(value, in: encoder, at: key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      try begin(key).write(value, in: encoder, at: key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      try begin(key).write(value, in: encoder, at: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      encoder.beginEntry(key)
      return encoder.entryEncoder(at: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      encoder.beginEntry(key)
      return encoder.entryEncoder(at: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      let key = EntryKey(stringValue: "super")
      encoder.beginEntry(key)
      return encoder.entryEncoder(at: key)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      encoder.beginEntry(key)
      return encoder.entryEncoder(at: key)
    }
  }

  /// An array's container, or the container of a value that is one value: the entries have
  /// no keys.
  private struct EntriesContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let encoder: ValueEncoder
    /// Whether the entries are an array's elements (or the one value of a single value).
    let isArray: Bool
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.count }

    /// Begins the next entry; returns its writer and its key (an array's index).
    private func begin() -> (Writer, EntryKey?) {
      let key = isArray ? EntryKey(intValue: count) : nil
      encoder.beginEntry(nil)
      return (encoder.writer, key)
    }

    mutating func encodeNil() throws { begin().0.write(literal: "null") }
    mutating func encode(_ value: Bool) throws {
      begin().0.write(literal: value ? "true" : "false")
    }
    mutating func encode(_ value: String) throws { begin().0.write(string: value) }
    mutating func encode(_ value: Double) throws {
      let (writer, key) = begin()
      try writer.write(value, in: encoder, at: key)
    }
    mutating func encode(_ value: Float) throws {
      let (writer, key) = begin()
      try writer.write(value, in: encoder, at: key)
    }
    mutating func encode(_ value: Int) throws { begin().0.write(value) }
    mutating func encode(_ value: Int8) throws { begin().0.write(value) }
    mutating func encode(_ value: Int16) throws { begin().0.write(value) }
    mutating func encode(_ value: Int32) throws { begin().0.write(value) }
    mutating func encode(_ value: Int64) throws { begin().0.write(value) }
    mutating func encode(_ value: UInt) throws { begin().0.write(value) }
    mutating func encode(_ value: UInt8) throws { begin().0.write(value) }
    mutating func encode(_ value: UInt16) throws { begin().0.write(value) }
    mutating func encode(_ value: UInt32) throws { begin().0.write(value) }
    mutating func encode(_ value: UInt64) throws { begin().0.write(value) }
    mutating func encode(_ value: some Encodable) throws {
      let (writer, key) = begin()
      try writer.write(value, in: encoder, at: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      nestedEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      nestedEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      nestedEncoder()
    }

    private func nestedEncoder() -> ValueEncoder {
      let key = EntryKey(intValue: count)
      encoder.beginEntry(nil)
      return encoder.entryEncoder(at: key)
    }
  }
}
