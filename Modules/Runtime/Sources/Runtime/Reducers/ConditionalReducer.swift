/// One of two reducers, chosen by an `if`/`else` or `switch` in a reducer body.
public enum _ConditionalReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  case first(First)
  case second(Second)

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    _makeReduce()(&state, action)
  }

  /// The chosen reducer as a function, with its body built once.
  public func _makeReduce() -> (inout First.State, First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer._makeReduce()
    case let .second(reducer): reducer._makeReduce()
    }
  }

  public func _nodes(in state: First.State?) -> [ReducerNode] {
    switch self {
    case let .first(reducer): reducer._nodes(in: state)
    case let .second(reducer): reducer._nodes(in: state)
    }
  }

  public func _makeTracedReduce(
    _ tracer: ReducerTracer
  ) -> (inout First.State, First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer._makeTracedReduce(tracer)
    case let .second(reducer): reducer._makeTracedReduce(tracer)
    }
  }
}
