import AppScript
import Runtime

/// Checks `expect <state path> == <value>`: the state at the path against the literal decoded
/// as the same type, with `==` when the type is `Equatable`, otherwise by their dumps.
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
    let expected = decoded(literal, as: actual)
    let actualDump = customDump(actual)
    let expectedDump = expected.map { customDump($0) } ?? fallbackRendering(of: literal)
    // Values are compared with `==` where they can be: a masked secret dumps as `••••`
    // whatever it holds, so comparing dumps would make every check of it pass.
    let isEqual: Bool
    if let actual = actual as? any Equatable, let expected = expected as? any Equatable {
      isEqual = Runtime.isEqual(actual, expected)
    } else {
      isEqual = actualDump == expectedDump
    }
    let note = actualDump == expectedDump && !isEqual ? "\n  (the values print masked)" : ""
    switch (comparison, isEqual) {
    case (.equal, false):
      throw .expectationFailed(
        """
        expectation failed: \(path) \(comparison) \(literal)
          expected: \(indentContinuation(expectedDump))
            actual: \(indentContinuation(actualDump))\(note)
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

  /// `literal` decoded as a value of the type of `actual`, or `nil` when it does not decode as
  /// one.
  static func decoded(_ literal: ScriptValue, as actual: Any) -> Any? {
    guard let type = type(of: actual) as? any Decodable.Type else { return nil }
    var candidates: [JSONValue] = []
    if let json = try? ActionJSON.value(literal, within: { ActionPath([]) }) {
      candidates.append(json)
    }
    // Enums with raw values encode as their raw value: let `.weekly` mean "weekly" too.
    if case .caseValue(let name, nil) = literal { candidates.append(.string(name)) }
    for candidate in candidates {
      if let value = try? candidate.decoded(as: type) { return value }
    }
    return nil
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
