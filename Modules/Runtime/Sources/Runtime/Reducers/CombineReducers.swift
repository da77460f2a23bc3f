/// Groups reducers into one, so that an operator such as ``Reducer/ifLet(_:action:then:fileID:line:)``
/// can apply to all of them.
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
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers built by `build`.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
