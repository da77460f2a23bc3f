/// How a test emitted by `app replay --emit-test` spells an app's types and set-up in Swift
/// source.
///
/// ```swift
/// EmittedTestSource(
///   imports: ["AppRoot"], initialState: "AppFeature.initialState", reducer: "AppFeature()",
///   dependencies: "AppDependencies.preview(clock: clock).apply(to: &values)")
/// ```
public struct EmittedTestSource: Sendable {
  /// The modules the test imports besides `Foundation`, `RuntimeTesting` and `Testing`.
  public var imports: [String]
  /// An expression of the state the app starts from, such as `AppFeature.initialState`; a
  /// recording that starts there starts its test there.
  public var initialState: String
  /// An expression building the reducer, such as `AppFeature()`.
  public var reducer: String
  /// Statements that set up `values` (an `inout DependencyValues`) for the preview
  /// dependencies on the virtual clock `clock`.
  public var dependencies: String
  /// The secrets the preview dependencies publish, such as the demo accounts' passwords.
  ///
  /// A recording keeps every secret masked, and marks the user actions that carried one of
  /// these; the emitted test types `placeholderSecret` there instead.
  public var previewSecrets: Set<String>
  /// Statements run after ``dependencies`` that make the preview dependencies accept the
  /// constant `placeholderSecret` wherever they accept one of ``previewSecrets``.
  public var placeholderSecretDependencies: String
  /// The text of `placeholderSecret`, which the app's forms take (`4242` passes both a password
  /// field and a four-digit code field).
  public var placeholderSecret: String
  /// A secret the preview dependencies refuse that the app's forms take, such as `0000`: the
  /// emitted test types it where the user typed a secret that is not one of
  /// ``previewSecrets``.
  public var refusedSecret: String

  /// Creates the source description of an app for emitted tests.
  public init(
    imports: [String], initialState: String,
    reducer: String, dependencies: String, previewSecrets: Set<String> = [],
    placeholderSecretDependencies: String = "", placeholderSecret: String = "placeholder-secret",
    refusedSecret: String = "refused-secret"
  ) {
    self.imports = imports
    self.initialState = initialState
    self.reducer = reducer
    self.dependencies = dependencies
    self.previewSecrets = previewSecrets
    self.placeholderSecretDependencies = placeholderSecretDependencies
    self.placeholderSecret = placeholderSecret
    self.refusedSecret = refusedSecret
  }
}
