import AppScript

/// Builds the JSON that Swift's synthesized `Codable` uses for an enum from an action path, so
/// that any `Codable` action can be sent from a script.
///
/// ```swift
/// // search.searchQueryChanged("Seoul")
/// // {"search":{"_0":{"searchQueryChanged":{"_0":"Seoul"}}}}
/// let json = try ActionJSON.json(for: path, shownAs: path)
/// ```
///
/// A case without payload is `{"case":{}}`; labelled arguments use their labels, unlabelled
/// ones `_0`, `_1`, ...; `binding(field: value)` is a binding action
/// `{"binding":{"_0":{"field":"field","value":value}}}`.
enum ActionJSON {
  /// Where each segment of a path sits in the JSON it builds.
  struct Layout {
    /// The coding keys from the root down to each segment's payload, one entry per segment.
    var segmentKeys: [[String]]
  }

  /// The JSON of a whole action path; an error quotes the path as `shown` (its strings
  /// masked when it may carry a secret).
  static func json(
    for path: ActionPath, shownAs shown: @autoclosure () -> ActionPath
  ) throws(SessionFailure) -> JSONValue {
    try json(for: path.segments[...], within: shown)
  }

  /// The coding keys that lead to the payload of each segment of `path`.
  static func layout(of path: ActionPath) -> Layout {
    var keys: [String] = []
    var segmentKeys: [[String]] = []
    for segment in path.segments {
      keys.append(segment.name)
      segmentKeys.append(keys)
      keys.append("_0")
    }
    return Layout(segmentKeys: segmentKeys)
  }

  private static func json(
    for segments: ArraySlice<ActionSegment>, within shown: () -> ActionPath
  ) throws(SessionFailure) -> JSONValue {
    guard let segment = segments.first else { return .object([:]) }
    let rest = segments.dropFirst()
    guard let arguments = segment.arguments else {
      let payload: JSONValue =
        rest.isEmpty ? .object([:]) : .object(["_0": try json(for: rest, within: shown)])
      return .object([segment.name: payload])
    }
    guard rest.isEmpty else {
      throw .badAction(
        "in '\(shown())', '\(segment.name)' has arguments, so it must be the last part of the path; "
          + "pass the nested action as an argument instead")
    }
    if segment.name == "binding", arguments.count == 1, let field = arguments[0].label {
      let binding: JSONValue = .object([
        "field": .string(field), "value": try value(arguments[0].value, within: shown),
      ])
      return .object(["binding": .object(["_0": binding])])
    }
    return .object([segment.name: try payload(arguments, within: shown)])
  }

  /// The keyed payload of a call: labels as keys, `_index` for unlabelled arguments.
  static func payload(
    _ arguments: [ActionArgument], within shown: () -> ActionPath
  ) throws(SessionFailure) -> JSONValue {
    var object: [String: JSONValue] = [:]
    for (index, argument) in arguments.enumerated() {
      let key = argument.label ?? "_\(index)"
      guard object[key] == nil else {
        throw .badAction(
          "in '\(shown())', the argument '\(key)' is given twice")
      }
      object[key] = try value(argument.value, within: shown)
    }
    return .object(object)
  }

  /// The JSON of a literal value.
  static func value(
    _ value: ScriptValue, within shown: () -> ActionPath
  ) throws(SessionFailure)
    -> JSONValue
  {
    switch value {
    case .string(let text): .string(text)
    case .integer(let number): .integer(number)
    case .decimal(let number): .number(number)
    case .bool(let flag): .bool(flag)
    case .null: .null
    case .caseValue(let name, nil): .object([name: .object([:])])
    case .caseValue(let name, let arguments?):
      .object([name: try payload(arguments, within: shown)])
    case .path(let nested): try json(for: nested.segments[...], within: shown)
    }
  }
}
