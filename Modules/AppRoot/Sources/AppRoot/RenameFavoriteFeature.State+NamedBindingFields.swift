import Runtime

extension RenameFavoriteFeature.State: NamedBindingFields {
  /// The name field, so that binding actions encode as `{"field": "nickname", "value": "Home"}`.
  public static let bindingFields: [BindingField<Self>] = [
    .field("nickname", \.$nickname)
  ]
}
