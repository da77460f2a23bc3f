// The containers a `JSONTreeDecoder` hands out: each reads one object, array or value of the
// tree, with the errors `JSONDecoder` throws for the same text.

extension JSONTreeDecoder {
  /// The key `JSONDecoder` names an array element or a super decoder by in a coding path.
  struct IndexKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(index: Int) {
      stringValue = "Index \(index)"
      intValue = index
    }

    init(stringValue: String) {
      self.stringValue = stringValue
      intValue = nil
    }

    init?(intValue: Int) {
      self.init(index: intValue)
    }
  }

  /// Reads the members of an object.
  struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] {
      var keys: [Key] = []
      keys.reserveCapacity(members.count)
      for name in members.keys {
        if let key = Key(stringValue: name) { keys.append(key) }
      }
      return keys
    }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
      if case .null = try member(key).value { true } else { false }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try member(key).decodeBool()
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try member(key).decodeString()
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
      try member(key).decodeFloatingPoint(type)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
      try member(key).decodeFloatingPoint(type)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
      try member(key).decodeInteger(type)
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
      try member(key).decodeInteger(type)
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
      try member(key).decodeInteger(type)
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
      try member(key).decodeInteger(type)
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
      try member(key).decodeInteger(type)
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
      try member(key).decodeInteger(type)
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
      try member(key).decodeInteger(type)
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
      try member(key).decodeInteger(type)
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
      try member(key).decodeInteger(type)
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
      try member(key).decodeInteger(type)
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
      try member(key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try member(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try member(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      decoder(IndexKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      decoder(key)
    }

    /// The decoder for the member at `key`, or for `null` when there is none.
    private func decoder(_ key: some CodingKey) -> JSONTreeDecoder {
      JSONTreeDecoder(
        value: members[key.stringValue] ?? .null,
        codingPath: JSONTreeDecoder.path(codingPath, appending: key))
    }

    private func member(_ key: Key) throws -> JSONTreeDecoder {
      guard let value = members[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key,
          .init(
            codingPath: codingPath,
            debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
      }
      return JSONTreeDecoder(
        value: value, codingPath: JSONTreeDecoder.path(codingPath, appending: key))
    }
  }

  /// Reads the elements of an array in order.
  struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
      self.elements = elements
      self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
      guard case .null = try next(Never.self).value else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
      advance(try next(type).decodeBool())
    }

    mutating func decode(_ type: String.Type) throws -> String {
      advance(try next(type).decodeString())
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
      advance(try next(type).decodeFloatingPoint(type))
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
      advance(try next(type).decodeFloatingPoint(type))
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
      advance(try next(type).decodeInteger(type))
    }

    mutating func decode(_ type: Int8.Type) throws -> Int8 {
      advance(try next(type).decodeInteger(type))
    }

    mutating func decode(_ type: Int16.Type) throws -> Int16 {
      advance(try next(type).decodeInteger(type))
    }

    mutating func decode(_ type: Int32.Type) throws -> Int32 {
      advance(try next(type).decodeInteger(type))
    }

    mutating func decode(_ type: Int64.Type) throws -> Int64 {
      advance(try next(type).decodeInteger(type))
    }

    mutating func decode(_ type: UInt.Type) throws -> UInt {
      advance(try next(type).decodeInteger(type))
    }

    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
      advance(try next(type).decodeInteger(type))
    }

    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
      advance(try next(type).decodeInteger(type))
    }

    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
      advance(try next(type).decodeInteger(type))
    }

    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
      advance(try next(type).decodeInteger(type))
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      advance(try next(type).decode(type))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
      advance(
        try next(KeyedDecodingContainer<NestedKey>.self, "Cannot get nested keyed container")
          .container(keyedBy: type))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      advance(
        try next(UnkeyedContainer.self, "Cannot get nested unkeyed container")
          .unkeyedContainer())
    }

    mutating func superDecoder() throws -> any Decoder {
      advance(try next((any Decoder).self, "Cannot get superDecoder()"))
    }

    /// Moves past the element just read, once reading it succeeded.
    private mutating func advance<Value>(_ value: Value) -> Value {
      currentIndex += 1
      return value
    }

    /// The decoder for the element at `currentIndex`, or why there is none.
    private func next(
      _ type: Any.Type, _ attempt: String? = nil
    ) throws -> JSONTreeDecoder {
      let path = JSONTreeDecoder.path(codingPath, appending: IndexKey(index: currentIndex))
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          type,
          .init(
            codingPath: path,
            debugDescription: attempt.map { "\($0) -- unkeyed container is at end." }
              ?? "Unkeyed container is at end."))
      }
      return JSONTreeDecoder(value: elements[currentIndex], codingPath: path)
    }
  }

  /// Reads the one value of this decoder's part of the tree.
  struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: JSONTreeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
      if case .null = decoder.value { true } else { false }
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try decoder.decode(type) }
  }
}
