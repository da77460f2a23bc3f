/// A type that provides its own single-line rendering for dumps.
///
/// ```swift
/// extension Token: CustomDumpStringConvertible {
///   var customDumpDescription: String { "Token(…)" }
/// }
/// ```
public protocol CustomDumpStringConvertible {
  /// The exact text a dump shows for this value.
  var customDumpDescription: String { get }
}
