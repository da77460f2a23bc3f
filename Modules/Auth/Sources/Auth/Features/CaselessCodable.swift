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
