/// How a test emitted by `app replay --emit-test` spells an app's types and set-up in Swift
/// source.
///
/// ```swift
/// EmittedTestSource(
///   imports: ["AppRoot"], stateType: "AppFeature.State", actionType: "AppFeature.Action",
///   reducer: "AppFeature()",
///   dependencies: "AppDependencies.preview(clock: clock).apply(to: &values)")
/// ```
public struct EmittedTestSource: Sendable {
  /// The modules the test imports besides `Foundation`, `RuntimeTesting` and `Testing`.
  public var imports: [String]
  /// The state type, such as `AppFeature.State`.
  public var stateType: String
  /// The action type, such as `AppFeature.Action`.
  public var actionType: String
  /// An expression building the reducer, such as `AppFeature()`.
  public var reducer: String
  /// Statements that set up `values` (an `inout DependencyValues`) for the preview
  /// dependencies on the virtual clock `clock`.
  public var dependencies: String

  /// Creates the source description of an app for emitted tests.
  public init(
    imports: [String], stateType: String, actionType: String, reducer: String,
    dependencies: String
  ) {
    self.imports = imports
    self.stateType = stateType
    self.actionType = actionType
    self.reducer = reducer
    self.dependencies = dependencies
  }
}
