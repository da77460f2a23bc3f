/// What the owner of a store watches: the actions sent to it from outside, every action its
/// reducer handles with the state before and after, and, with a tracer, the route of the
/// actions the tracer traces.
///
/// `Store`, `TestStore` and the app's sessions all build their root through
/// ``StoreCore/init(initialState:dependencies:observer:reducer:)``; a store without an observer
/// pays nothing for the hooks.
///
/// ```swift
/// let observer = StoreObserver<Int, String>(
///   willSend: { action in print("sent", action) },
///   didReduce: { action, before, after in print(action, before, "->", after) }
/// )
/// ```
package struct StoreObserver<State, Action> {
  /// Called before an action sent through a ``Store`` (not by an effect) is reduced.
  package var willSend: ((Action) -> Void)?
  /// Called after the reducer handled an action, with the state before and after it.
  package var didReduce: ((Action, _ before: State, _ after: State) -> Void)?
  /// The tracer the store reports to: with one, the store runs its reducer instrumented for
  /// tracing (``Reducer/_makeTracedReduce(_:)``) and tells it about every effect.
  package var tracer: ReducerTracer?

  /// Creates an observer; a hook left `nil` is never called.
  package init(
    willSend: ((Action) -> Void)? = nil,
    didReduce: ((Action, _ before: State, _ after: State) -> Void)? = nil,
    tracer: ReducerTracer? = nil
  ) {
    self.willSend = willSend
    self.didReduce = didReduce
    self.tracer = tracer
  }
}
