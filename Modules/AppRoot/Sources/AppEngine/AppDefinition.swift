import HeadlessUI
import Runtime

/// Everything the `app` executable needs to know about an app: how to build its reducer, its
/// root view and its dependencies, and how to name them in an emitted test.
///
/// The engine is generic over it, so it can run any feature whose state and actions are
/// `Codable`:
///
/// ```swift
/// let definition = AppDefinition(
///   name: "counter", version: "1.0.0",
///   initialState: { Counter.State() }, reducer: { Counter() },
///   view: { CounterView(store: $0) },
///   prepareDependencies: { values, _, clock in values.continuousClock = clock },
///   testSource: .init(...), tourScript: "tour")
/// ```
public struct AppDefinition<R: Reducer>: Sendable
where
  R.State: Codable & Equatable & Sendable,
  R.Action: Codable & Equatable & Sendable
{
  /// The app's name, as shown in help and transcripts.
  public var name: String
  /// The app's version, written into recordings.
  public var version: String
  /// The state a session starts from.
  public var initialState: @Sendable () -> R.State
  /// Builds the root reducer.
  public var reducer: @Sendable () -> R
  /// Builds the root view for a store.
  public var view: @MainActor @Sendable (Store<R.State, R.Action>) -> any View
  /// Sets up the dependencies of a session for a mode, on the session's virtual clock.
  public var prepareDependencies:
    @Sendable (inout DependencyValues, DependencyMode, TestClock<Duration>) -> Void
  /// How emitted tests spell the app.
  public var testSource: EmittedTestSource
  /// The name of the bundled script `app` runs without arguments.
  public var tourScript: String
  /// Texts the app's preview clients accept, by the label of the field they go in (a demo
  /// account's email for "Email"): exploration types them into those fields half the time,
  /// and empty, long or non-ASCII text otherwise.
  public var explorationInputs: [String: [String]] = [:]
  /// The actions whose effects may run as long as the app does, such as the `.task` that
  /// starts a screen's refresh timer, each by the end of its action path (`detail.task`
  /// names `loggedIn.detail.task`; `task` names every `.task`). A session that checks
  /// invariants fails on any other effect that runs longer than
  /// ``SessionInvariant/effectLifetimeLimit`` of virtual time.
  public var longLivingEffects: [String] = []

  /// Creates an app definition.
  public init(
    name: String,
    version: String,
    initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R,
    view: @escaping @MainActor @Sendable (Store<R.State, R.Action>) -> any View,
    prepareDependencies:
      @escaping @Sendable (inout DependencyValues, DependencyMode, TestClock<Duration>) -> Void,
    testSource: EmittedTestSource,
    tourScript: String
  ) {
    self.name = name
    self.version = version
    self.initialState = initialState
    self.reducer = reducer
    self.view = view
    self.prepareDependencies = prepareDependencies
    self.testSource = testSource
    self.tourScript = tourScript
  }
}

extension AppDefinition {
  /// The dependencies of a session in `mode`, on the virtual clock `clock`.
  package func dependencies(
    for mode: DependencyMode, clock: TestClock<Duration>
  ) -> DependencyValues {
    var values = DependencyValues(context: mode == .live ? .live : .preview)
    prepareDependencies(&values, mode, clock)
    return values
  }

  /// The app's initial state, made with `dependencies` in force as a store makes its own, so
  /// that a field such as `@Shared(.appStorage("key"))` keeps its value in the session's
  /// defaults rather than in the process's.
  package func initialState(with dependencies: DependencyValues) -> R.State {
    withDependencies {
      $0 = dependencies
    } operation: {
      initialState()
    }
  }
}

/// Which implementations of the app's clients a session uses.
public enum DependencyMode: String, Sendable, CaseIterable {
  /// Embedded, deterministic clients: no network, the same answers every run.
  case preview
  /// The real clients (the weather client over HTTP, base URLs from the environment).
  case live
}
