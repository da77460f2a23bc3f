/// An optional reducer, from an `if` without `else` in a reducer body: it does nothing when
/// absent.
extension Optional: Reducer where Wrapped: Reducer {
  @inlinable
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    _makeReduce()(&state, action)
  }

  /// The wrapped reducer as a function, with its body built once, or one that does nothing.
  public func _makeReduce() -> (inout Wrapped.State, Wrapped.Action) -> Effect<Wrapped.Action> {
    switch self {
    case let .some(reducer): reducer._makeReduce()
    case .none: { _, _ in .none }
    }
  }

  public func _nodes(in state: Wrapped.State?) -> [ReducerNode] {
    self?._nodes(in: state) ?? []
  }

  public func _makeTracedReduce(
    _ tracer: ReducerTracer
  ) -> (inout Wrapped.State, Wrapped.Action) -> Effect<Wrapped.Action> {
    self?._makeTracedReduce(tracer) ?? { _, _ in .none }
  }
}
