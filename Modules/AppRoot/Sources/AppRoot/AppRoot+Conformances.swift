import Runtime

// What the app's tooling needs from the AppRoot features, kept out of the feature files: binding
// actions print, encode and decode by field name in transcripts and recordings.

extension RenameFavoriteFeature.State: NamedBindingFields {
  /// The name field, so that binding actions encode as `{"field": "nickname", "value": "Home"}`.
  public static let bindingFields: [BindingField<Self>] = [
    .field("nickname", \.$nickname)
  ]
}
