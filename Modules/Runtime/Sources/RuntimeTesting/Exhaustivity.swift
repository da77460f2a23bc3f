/// How strictly a ``TestStore`` checks a test.
///
/// ```swift
/// store.exhaustivity = .off
/// await store.send(.refresh) { $0.isLoading = true }  // other changes are not checked
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and effect must be asserted.
  case on
  /// Only what the test asserts is checked; the rest is skipped.
  ///
  /// The reference library shows what was skipped, with `showSkippedAssertions`, as expected
  /// failures, which Xcode lists without failing the test. Neither XCTest on Linux nor Swift
  /// Testing can show a failure that does not fail, so both spellings skip silently here.
  case off(showSkippedAssertions: Bool)

  /// Only what the test asserts is checked; the rest is skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
