import Runtime

// What the app's tooling needs from the Auth features, kept out of the feature files: binding
// actions print, encode and decode by field name in transcripts and recordings, and the action
// kinds a feature does not use stay Codable.

extension LoginFeature.State: NamedBindingFields {
  /// The form fields by name, so that binding actions print, encode and decode as
  /// `{"field": "email", "value": "blob@example.com"}`; a password encodes as its mask.
  public static let bindingFields: [BindingField<Self>] = [
    .field("email", \.$email),
    .field("password", \.$password),
  ]
}

extension TwoFactorFeature.State: NamedBindingFields {
  /// The code field by name, so that binding actions print, encode and decode as
  /// `{"field": "code", "value": "1234"}`; the code encodes as its mask.
  public static let bindingFields: [BindingField<Self>] = [
    .field("code", \.$code)
  ]
}

/// A `Codable` enum without cases, such as a ``FeatureAction`` kind that a feature does not use,
/// so that the action enums containing it can be `Codable` too (Swift cannot synthesize it).
///
/// ```swift
/// public enum InnerAction: CaselessCodable, Equatable, Sendable {}
/// ```
///
/// Decoding always fails with an error that names the type; no value exists to encode.
public protocol CaselessCodable: Codable {}

extension CaselessCodable {
  /// Fails: an enum without cases has no value to decode.
  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath,
        debugDescription: "\(Self.self) has no cases, so no value can be decoded as it."
      )
    )
  }

  /// Encodes nothing; it is never called, since an enum without cases has no values.
  public func encode(to encoder: any Encoder) throws {}
}
