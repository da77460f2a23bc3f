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
    self.reducers = built.makeReduce()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers(&state, action)
  }

  /// One node with the combined reducers' below it; a traced run traces those.
  public func _describe() -> _ReducerDescription<State, Action> {
    let combined = combined.value
    return _ReducerDescription(
      nodes: { [ReducerNode(.combine, children: combined._describe().nodes($0))] }
    ) { [reducers] tracer in
      guard let tracer else { return reducers }
      return combined.makeReduce(tracedBy: tracer)
    }
  }
}
