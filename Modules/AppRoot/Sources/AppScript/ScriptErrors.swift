/// Every syntax error of a script, in line order; the failure of ``ScriptParser/parse(_:file:)``.
///
/// It is a collection of ``ScriptError`` values, and its description lists one per line:
///
/// ```swift
/// if case .failure(let errors) = ScriptParser.parse(text, file: "tour.script") {
///   print(errors)
/// }
/// ```
public struct ScriptErrors: Error, Sendable, Equatable, CustomStringConvertible,
  RandomAccessCollection
{
  /// The errors, in line order.
  public var errors: [ScriptError]

  /// Creates a list from errors in line order.
  public init(_ errors: [ScriptError]) {
    self.errors = errors
  }

  /// The position of the first error.
  public var startIndex: Int { errors.startIndex }

  /// The position after the last error.
  public var endIndex: Int { errors.endIndex }

  /// The error at a position.
  public subscript(position: Int) -> ScriptError { errors[position] }

  /// The errors' descriptions, one per line.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}
