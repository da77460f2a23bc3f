import Runtime

extension TwoFactorFeature.State: NamedBindingFields {
  /// The code field by name, so that binding actions print, encode and decode as
  /// `{"field": "code", "value": "1234"}`; the code encodes as its mask.
  public static let bindingFields: [BindingField<Self>] = [
    .field("code", \.$code)
  ]
}
