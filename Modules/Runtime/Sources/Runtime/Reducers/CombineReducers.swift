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
  let reducers: (inout State, Action) -> Effect<Action>

  /// Combines the reducers built by `build`.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()._makeReduce()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers(&state, action)
  }
}
