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
  /// The combined reducers as a value, for the tree and the tracer.
  let combined: Retained<Reducers>
  let reducers: (inout State, Action) -> Effect<Action>

  /// Combines the reducers built by `build`.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    let built = build()
    self.combined = Retained(built)
    self.reducers = built._makeReduce()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers(&state, action)
  }

  public func _nodes(in state: State?) -> [ReducerNode] {
    [ReducerNode(.combine, children: combined.value._nodes(in: state))]
  }

  public func _makeTracedReduce(_ tracer: ReducerTracer) -> (inout State, Action) -> Effect<Action>
  {
    combined.value._makeTracedReduce(tracer)
  }
}
