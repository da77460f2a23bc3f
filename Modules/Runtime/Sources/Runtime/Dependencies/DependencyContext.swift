/// The situation dependencies are resolved for: a real run, a preview, or a test.
public enum DependencyContext: String, Sendable, CaseIterable {
  /// The app runs for real: ``DependencyKey/liveValue``.
  case live
  /// The app runs offline with embedded data: ``TestDependencyKey/previewValue``.
  case preview
  /// A test runs: ``TestDependencyKey/testValue``.
  case test
}
