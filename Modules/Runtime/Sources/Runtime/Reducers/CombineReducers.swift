/// Groups reducers into one, so that an operator such as `ifLet` can apply to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.account, action: /Action.account) { AccountFeature() }
///   Reduce(core)
/// }
/// .ifLet(\.detail, action: /Action.detail) { DetailFeature() }
/// ```
///
/// It replaces the seeds' `Reducer.combine(...)`.
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  let combined: Reducers
  let reducers: (inout State, Action) -> Effect<Action>

  /// Combines the reducers built by `build`.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.combined = build()
    self.reducers = combined._makeReduce()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers(&state, action)
  }

  public func _nodes(in state: State?) -> [ReducerNode] {
    [ReducerNode(.combine, children: combined._nodes(in: state))]
  }

  public func _makeTracedReduce(_ tracer: ReducerTracer) -> (inout State, Action) -> Effect<Action>
  {
    combined._makeTracedReduce(tracer)
  }
}
