import Runtime
import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, with some dependencies
/// overridden: `.dependency(\.uuid, .incrementing)` or `.dependencies { $0.date = ... }`.
///
/// ```swift
/// @Suite(.dependency(\.continuousClock, ImmediateClock()))
/// struct TimerTests {
///   @Test(.dependencies { $0.uuid = .incrementing })
///   func addsARow() async { ... }
/// }
/// ```
///
/// A `TestStore` made in such a test starts from these overrides, as does every `@Dependency`
/// read in the test.
public struct _DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  let update: @Sendable (inout DependencyValues) -> Void

  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withDependencies(update) {
      try await function()
    }
  }
}

extension Trait where Self == _DependenciesTrait {
  /// Overrides the dependency at `keyPath` with `value` for a test or a suite.
  ///
  /// `value` is made anew for each test, so that on a suite, `.incrementing` counts from zero
  /// in every test.
  public static func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () -> Value
  ) -> Self {
    Self { $0[keyPath: keyPath] = value() }
  }

  /// Changes the dependencies of a test or a suite with `update`.
  public static func dependencies(
    _ update: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> Self {
    Self(update: update)
  }
}
