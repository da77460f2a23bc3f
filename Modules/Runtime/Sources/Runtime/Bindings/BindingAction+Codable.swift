extension BindingAction: Encodable where Root: NamedBindingFields {
  /// Encodes the field's name and its value: `{"field": "displayName", "value": "Blob"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: BindingActionCodingKeys.self)
    guard let name = Root.field(for: keyPath) else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: encoder.codingPath,
          debugDescription: "\(Root.self) does not list this field in bindingFields."
        )
      )
    }
    try container.encode(name, forKey: .field)
    guard let encodable = value as? any Encodable else {
      throw EncodingError.invalidValue(
        value,
        .init(codingPath: encoder.codingPath, debugDescription: "The value is not Encodable.")
      )
    }
    try container.encode(encodable, forKey: .value)
  }
}

extension BindingAction: Decodable where Root: NamedBindingFields {
  /// Decodes a binding action written by ``encode(to:)``; an unknown field is an error that
  /// lists the known ones.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: BindingActionCodingKeys.self)
    let name = try container.decode(String.self, forKey: .field)
    guard let field = Root.bindingFields.first(where: { $0.name == name }) else {
      let known = Root.bindingFields.map(\.name).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: .field, in: container,
        debugDescription: "\(Root.self) has no bindable field '\(name)'; it has \(known)."
      )
    }
    self = try field.decodeAction(decoder)
  }
}
