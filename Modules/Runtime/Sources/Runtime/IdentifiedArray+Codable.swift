extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an unkeyed array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(storage)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes an array of elements; a duplicate id is a `DecodingError.dataCorrupted` error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let elements = try container.decode([Element].self)
    var seen = Set<ID>(minimumCapacity: elements.count)
    for element in elements where !seen.insert(element.id).inserted {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "IdentifiedArray: duplicate element id \(element.id)"
      )
    }
    self.init(uniqueElements: elements)
  }
}
