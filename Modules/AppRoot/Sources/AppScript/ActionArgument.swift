/// One argument of a call in an ``ActionPath`` or of an enum case value, such as `id: 3`.
public struct ActionArgument: Sendable, Equatable, CustomStringConvertible {
  /// The argument label, or `nil` for an unlabelled argument.
  public var label: String?
  /// The argument value.
  public var value: ScriptValue

  /// Creates an argument with an optional label.
  public init(label: String? = nil, value: ScriptValue) {
    self.label = label
    self.value = value
  }

  /// The argument as written in a script.
  public var description: String {
    label.map { "\($0): \(value)" } ?? value.description
  }

  /// Renders an optional argument list: empty for `nil`, otherwise `(a, b)`.
  static func list(_ arguments: [ActionArgument]?) -> String {
    guard let arguments else { return "" }
    return "(" + arguments.map(\.description).joined(separator: ", ") + ")"
  }
}
