extension Reducer {
  /// Runs `reducer` after this one whenever the value that `toValue` reads from the state
  /// changed.
  ///
  /// ```swift
  /// .onChange(of: \.displayName) { oldValue, newValue in
  ///   Reduce { state, _ in
  ///     state.greeting = "Hello, \(newValue)"
  ///     return .none
  ///   }
  /// }
  /// ```
  public func onChange<Value: Equatable, Changed: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Changed
  ) -> _OnChangeReducer<Self, Value, Changed> {
    _OnChangeReducer(base: _makeReduce(), toValue: toValue, reducer: reducer)
  }
}

/// The reducer built by ``Reducer/onChange(of:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value: Equatable, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
  let base: (inout Base.State, Base.Action) -> Effect<Base.Action>
  let toValue: (Base.State) -> Value
  let reducer: (Value, Value) -> Changed

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base(&state, action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return baseEffect }
    let changeEffect = reducer(oldValue, newValue).reduce(into: &state, action: action)
    return .mergeSparse(baseEffect, changeEffect)
  }
}
