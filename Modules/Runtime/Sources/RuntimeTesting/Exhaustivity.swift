/// How strictly a ``TestStore`` checks a test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and effect must be asserted.
  case on
  /// Only what the test asserts is checked; the rest is skipped.
  case off
}
