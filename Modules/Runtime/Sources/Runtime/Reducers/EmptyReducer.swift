/// A reducer that changes nothing and returns no effect.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates an empty reducer.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }

  /// An empty reducer is no node of the tree, and has nothing to trace.
  public func _describe() -> _ReducerDescription<State, Action> {
    _ReducerDescription(nodes: { _ in [] }) { _ in { _, _ in .none } }
  }
}
