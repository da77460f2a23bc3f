/// A literal value in a script: an argument of an action or the right side of an `expect`.
public indirect enum ScriptValue: Sendable, Equatable, CustomStringConvertible {
  /// A double-quoted string, such as `"Seoul"`.
  case string(String)
  /// An integer, such as `3` or `-1`.
  case integer(Int)
  /// A decimal number, such as `2.5`.
  case decimal(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `nil`.
  case null
  /// A leading-dot enum case, such as `.removeTapped` or `.presented(.confirm)`.
  case caseValue(name: String, arguments: [ActionArgument]?)
  /// A nested action path, such as `row(id: 3, action: delete)`.
  case path(ActionPath)

  /// The value as written in a script.
  public var description: String {
    switch self {
    case .string(let text): text.scriptQuoted
    case .integer(let number): String(number)
    case .decimal(let number): number.description
    case .bool(let flag): String(flag)
    case .null: "nil"
    case .caseValue(let name, let arguments): "." + name + ActionArgument.list(arguments)
    case .path(let path): path.description
    }
  }
}
