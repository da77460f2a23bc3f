import AppScript
import Runtime

/// Checks `expect <state path> == <value>`: the dump of the state at the path against the dump
/// of the literal, decoded as the same type when it can be.
///
/// ```
/// expect loggedIn.search.searchQuery == "Seoul"
/// expect loggedIn.search.results.count == 3
/// expect loggedIn.settings.digest == .weekly
/// ```
enum Expectation {
  /// Throws ``SessionFailure/expectationFailed(_:)`` with the expected and actual values when
  /// the state at `path` does not compare to `literal` as `comparison` says.
  static func check(
    _ path: StatePath, _ comparison: ScriptComparison, _ literal: ScriptValue, in state: Any
  ) throws(SessionFailure) {
    let actual = try StateReader.value(at: path, in: state)
    let actualDump = customDump(actual)
    let expectedDump = rendering(of: literal, as: actual)
    let isEqual = actualDump == expectedDump
    switch (comparison, isEqual) {
    case (.equal, false):
      throw .expectationFailed(
        """
        expectation failed: \(path) \(comparison) \(literal)
          expected: \(indentContinuation(expectedDump))
            actual: \(indentContinuation(actualDump))
        """)
    case (.notEqual, true):
      throw .expectationFailed(
        """
        expectation failed: \(path) \(comparison) \(literal)
          expected any value but: \(indentContinuation(expectedDump))
                           actual: \(indentContinuation(actualDump))
        """)
    default:
      return
    }
  }

  /// The dump of `literal` as a value of the type of `actual` when it decodes as one, otherwise
  /// as written in the script.
  static func rendering(of literal: ScriptValue, as actual: Any) -> String {
    guard let type = type(of: actual) as? any Decodable.Type else {
      return fallbackRendering(of: literal)
    }
    var candidates: [JSONValue] = []
    if let json = try? ActionJSON.value(literal, within: ActionPath([])) {
      candidates.append(json)
    }
    // Enums with raw values encode as their raw value: let `.weekly` mean "weekly" too.
    if case .caseValue(let name, nil) = literal { candidates.append(.string(name)) }
    for candidate in candidates {
      if let value = try? JSONCoding.decode(type, from: candidate.text) {
        return customDump(value)
      }
    }
    return fallbackRendering(of: literal)
  }

  private static func fallbackRendering(of literal: ScriptValue) -> String {
    switch literal {
    case .string(let text): customDump(text)
    case .integer(let number): customDump(number)
    case .decimal(let number): customDump(number)
    case .bool(let flag): customDump(flag)
    default: literal.description
    }
  }

  private static func indentContinuation(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\n            ")
  }
}
