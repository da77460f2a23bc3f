/// Which implementations of the app's clients a session uses.
public enum DependencyMode: String, Sendable, CaseIterable {
  /// Embedded, deterministic clients: no network, the same answers every run.
  case preview
  /// The real clients (the weather client over HTTP, base URLs from the environment).
  case live
}
