/// A reducer that changes nothing and returns no effect.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates an empty reducer.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }

  /// An empty reducer is no node of the tree.
  public func _nodes(in state: State?) -> [ReducerNode] { [] }

  public func _makeTracedReduce(_ tracer: ReducerTracer) -> (inout State, Action) -> Effect<Action>
  {
    _makeReduce()
  }
}
