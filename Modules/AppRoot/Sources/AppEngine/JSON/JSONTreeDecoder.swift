import Foundation

/// Decodes a `Decodable` value straight from a ``JSONValue`` tree, as `JSONDecoder` decodes it
/// from the tree's text: the same values, the same errors with the same coding paths, without
/// writing and reading text in between.
///
/// A `JSONValue` inside the value being decoded is taken from the tree as it is. Foundation's own
/// forms for `URL`, `Data` and `Decimal` are read by `JSONDecoder` itself.
///
/// ```swift
/// let action = try JSONValue.object(["increment": .object([:])]).decoded(as: Action.self)
/// ```
struct JSONTreeDecoder: Decoder {
  /// The part of the tree this decoder reads.
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    switch value {
    case .object(let members):
      return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    case .null:
      throw DecodingError.valueNotFound(
        [String: Any].self,
        .init(
          codingPath: codingPath,
          debugDescription: "Cannot get keyed decoding container -- found null value instead"))
    default:
      throw mismatch([String: Any].self)
    }
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    switch value {
    case .array(let elements):
      return UnkeyedContainer(elements: elements, codingPath: codingPath)
    case .null:
      throw DecodingError.valueNotFound(
        [Any].self,
        .init(
          codingPath: codingPath,
          debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
    default:
      throw mismatch([Any].self)
    }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(decoder: self)
  }

  /// `path` with `key` after it, built in one allocation (a path is built for every value
  /// decoded).
  static func path(_ path: [any CodingKey], appending key: any CodingKey) -> [any CodingKey] {
    var longer: [any CodingKey] = []
    longer.reserveCapacity(path.count + 1)
    longer.append(contentsOf: path)
    longer.append(key)
    return longer
  }

  // MARK: Values

  /// The value of type `Value` this decoder's part of the tree holds.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if Value.self == JSONValue.self, let tree = value as? Value { return tree }
    if Value.self == URL.self || Value.self == Data.self || Value.self == Decimal.self {
      return try decodeWithFoundation(type)
    }
    return try Value(from: self)
  }

  func decodeBool() throws -> Bool {
    guard case .bool(let flag) = try nonNull(Bool.self) else { throw mismatch(Bool.self) }
    return flag
  }

  func decodeString() throws -> String {
    guard case .string(let text) = try nonNull(String.self) else { throw mismatch(String.self) }
    return text
  }

  /// A number as `JSONDecoder` reads it into an integer: exactly, refusing a fraction or a
  /// value `Integer` cannot hold.
  func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    let result: Integer?
    switch try nonNull(type) {
    case .integer(let integer):
      result = Integer(exactly: integer)
    case .number(let number) where number.magnitude < 0x20_0000_0000_0000:
      result = Integer(exactly: number)
    case .number(let number):
      // Past 2^53 JSONDecoder reads the number's digits, not the Double they round to.
      var text = try JSONWriter.text(of: number)
      result = text.withUTF8 { JSONNumberLiteral.exactInteger(Integer.self, spelledBy: $0) }
    default:
      throw mismatch(type)
    }
    guard let result else { throw unrepresentable(type) }
    return result
  }

  /// A number as `JSONDecoder` reads it into a floating-point type: rounded once from its
  /// text, refusing one that `Number` cannot hold but as infinity or zero.
  func decodeFloatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: Number.Type
  ) throws -> Number {
    let text: String
    switch try nonNull(type) {
    case .integer(let integer): return Number(integer)
    case .number(let number) where Number.self == Double.self: return Number(number)
    case .number(let number): text = try JSONWriter.text(of: number)
    default: throw mismatch(type)
    }
    guard let result = Number(text), result.isFinite else { throw unrepresentable(type) }
    guard result != 0 || !text.utf8.contains(where: { (0x31...0x39).contains($0) }) else {
      throw unrepresentable(type)
    }
    return result
  }

  private func nonNull(_ type: Any.Type) throws -> JSONValue {
    if case .null = value {
      throw DecodingError.valueNotFound(
        type,
        .init(
          codingPath: codingPath,
          debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
    return value
  }

  private func mismatch(_ type: Any.Type) -> DecodingError {
    let found =
      switch value {
      case .string: "a string"
      case .integer, .number: "number"
      case .bool: "bool"
      case .null: "null"
      case .object: "a dictionary"
      case .array: "an array"
      }
    return DecodingError.typeMismatch(
      type,
      .init(
        codingPath: codingPath,
        debugDescription: "Expected to decode \(type) but found \(found) instead."))
  }

  private func unrepresentable(_ type: Any.Type) -> DecodingError {
    DecodingError.dataCorrupted(
      .init(
        codingPath: codingPath,
        debugDescription: "The number \(value.text) does not fit in \(type)."))
  }

  /// A type `JSONDecoder` reads in a form of its own, read by it from this part of the tree.
  private func decodeWithFoundation<Value: Decodable>(_ type: Value.Type) throws -> Value {
    do {
      return try JSONDecoder().decode(type, from: Data(value.text.utf8))
    } catch let error as DecodingError {
      throw error.under(codingPath)
    }
  }
}

extension JSONValue {
  /// The value of type `Value` this tree holds, decoded as `JSONDecoder` decodes it from the
  /// tree's text.
  ///
  /// ```swift
  /// let action = try json.decoded(as: AppFeature.Action.self)
  /// ```
  package func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
    try JSONTreeDecoder(value: self, codingPath: []).decode(type)
  }
}

extension DecodingError {
  /// The error with `path` in front of its coding path.
  fileprivate func under(_ path: [any CodingKey]) -> DecodingError {
    func moved(_ context: Context) -> Context {
      Context(
        codingPath: path + context.codingPath, debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
    return switch self {
    case .typeMismatch(let type, let context): .typeMismatch(type, moved(context))
    case .valueNotFound(let type, let context): .valueNotFound(type, moved(context))
    case .keyNotFound(let key, let context): .keyNotFound(key, moved(context))
    case .dataCorrupted(let context): .dataCorrupted(moved(context))
    @unknown default: self
    }
  }
}
