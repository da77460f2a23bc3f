/// A wrapper for a secret, such as a password or a one-time code, that never prints its value.
///
/// Its description, debug description, dump and mirror all read `••••`, whatever the value and
/// its length, so state that holds it can be logged and diffed safely.
///
/// ```swift
/// struct State: Equatable {
///   var password: Redacted<String> = ""
/// }
/// state.password.rawValue = "hunter2"
/// print(state) // State(password: ••••)
/// ```
public struct Redacted<Value> {
  /// The secret value.
  public var rawValue: Value

  /// Wraps a secret value.
  public init(_ rawValue: Value) {
    self.rawValue = rawValue
  }

  /// The text that stands for the value everywhere it would be printed.
  package static var placeholder: String { "••••" }
}

extension Redacted: Equatable where Value: Equatable {}

extension Redacted: Hashable where Value: Hashable {}

extension Redacted: Sendable where Value: Sendable {}

extension Redacted: Encodable {
  /// Encodes the mask, never the secret: recordings and transcripts stay safe to share.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Self.placeholder)
  }
}

extension Redacted: Decodable where Value: Decodable {
  /// Decodes a raw value, as typed into a script; a decoded mask stays a mask.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Value.self)
  }
}

extension Redacted: ExpressibleByUnicodeScalarLiteral where Value == String {}

extension Redacted: ExpressibleByExtendedGraphemeClusterLiteral where Value == String {}

extension Redacted: ExpressibleByStringLiteral where Value == String {
  /// Wraps a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension Redacted: CustomStringConvertible, CustomDebugStringConvertible,
  CustomDumpStringConvertible, CustomReflectable
{
  /// The placeholder `••••`.
  public var description: String { Self.placeholder }

  /// The placeholder `••••`.
  public var debugDescription: String { Self.placeholder }

  /// The placeholder `••••`.
  public var customDumpDescription: String { Self.placeholder }

  /// A mirror without children, so reflection never reaches the value.
  public var customMirror: Mirror {
    Mirror(self, children: KeyValuePairs<String, Any>(), displayStyle: .struct)
  }
}
