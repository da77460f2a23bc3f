import Runtime

// What the app's tooling needs from this feature, kept out of SettingsFeature.swift: binding
// actions print, encode and decode by field name in transcripts and recordings.

extension SettingsFeature.State: NamedBindingFields {
  /// Every `@BindingState` field by name, so that binding actions print, encode and decode as
  /// `{"field": "displayName", "value": "Blob"}`.
  public static let bindingFields: [BindingField<Self>] = [
    .field("digest", \.$digest),
    .field("displayName", \.$displayName),
    .field("enableNotifications", \.$enableNotifications),
    .field("protectMyPosts", \.$protectMyPosts),
    .field("sendEmailNotifications", \.$sendEmailNotifications),
    .field("sendMobileNotifications", \.$sendMobileNotifications),
  ]
}
