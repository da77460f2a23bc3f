import Runtime

extension LoginFeature.State: NamedBindingFields {
  /// The form fields by name, so that binding actions print, encode and decode as
  /// `{"field": "email", "value": "blob@example.com"}`; a password encodes as its mask.
  public static let bindingFields: [BindingField<Self>] = [
    .field("email", \.$email),
    .field("password", \.$password),
  ]
}
