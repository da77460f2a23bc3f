/// State that names its ``BindingState`` fields, so that binding actions print readably and can
/// be encoded and decoded (for recordings and scripted `send` commands).
///
/// ```swift
/// extension SettingsFeature.State: NamedBindingFields {
///   public static let bindingFields: [BindingField<Self>] = [
///     .field("displayName", \.$displayName),
///     .field("digest", \.$digest),
///   ]
/// }
/// ```
public protocol NamedBindingFields {
  /// Every bindable field with its name.
  static var bindingFields: [BindingField<Self>] { get }
}

extension NamedBindingFields {
  /// The name of the field at `keyPath`, if it is listed.
  static func field(for keyPath: AnyKeyPath) -> String? {
    bindingFields.first { $0.keyPath == keyPath }?.name
  }
}
