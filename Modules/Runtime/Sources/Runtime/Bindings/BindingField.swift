/// One named bindable field of `Root`, listed by ``NamedBindingFields``.
public struct BindingField<Root>: @unchecked Sendable {
  // Unchecked: the key path and the decoding closure are immutable.

  /// The field's name, without the `$`: `displayName`.
  public let name: String
  let keyPath: PartialKeyPath<Root>
  let decodeAction: (any Decoder) throws -> BindingAction<Root>

  /// A field named `name` at `keyPath`.
  public static func field<Value: Codable & Equatable & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> Self {
    Self(
      name: name,
      keyPath: keyPath,
      decodeAction: { decoder in
        let container = try decoder.container(keyedBy: BindingActionCodingKeys.self)
        return .set(keyPath, try container.decode(Value.self, forKey: .value))
      }
    )
  }
}

/// The keys of an encoded ``BindingAction``: `{"field": "displayName", "value": "Blob"}`.
enum BindingActionCodingKeys: String, CodingKey {
  case field
  case value
}
