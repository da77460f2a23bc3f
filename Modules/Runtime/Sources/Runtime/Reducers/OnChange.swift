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
    onChange(of: toValue, removeDuplicates: ==, reducer)
  }

  /// Runs `reducer` after this one whenever the value that `toValue` reads from the state
  /// changed, as `isDuplicate` tells: for values that are not `Equatable`, or to ignore some
  /// changes.
  ///
  /// ```swift
  /// .onChange(of: \.rows, removeDuplicates: { $0.ids == $1.ids }) { _, _ in
  ///   Reduce { state, _ in
  ///     state.isSorted = false
  ///     return .none
  ///   }
  /// }
  /// ```
  public func onChange<Value, Changed: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> _OnChangeReducer<Self, Value, Changed> {
    _OnChangeReducer(
      base: BuiltReducer(self), toValue: toValue, isDuplicate: isDuplicate, reducer: reducer,
      reduceChange: { $0.reduce(into: &$1, action: $2) })
  }
}

/// The reducer built by ``Reducer/onChange(of:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value, Changed: Reducer>: Reducer, ReducerOperator
where Changed.State == Base.State, Changed.Action == Base.Action {
  var base: BuiltReducer<Base>
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Changed
  /// Runs the reducer built for a change.
  var reduceChange: (Changed, inout Base.State, Base.Action) -> Effect<Base.Action>

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base.run(&state, action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffect }
    let changeEffect = reduceChange(reducer(oldValue, newValue), &state, action)
    return .mergeSparse(baseEffect, changeEffect)
  }

  func operatorNodes(in state: Base.State?) -> [ReducerNode] {
    base.nodes(in: state) + [ReducerNode(.onChange)]
  }

  func traced(by tracer: ReducerTracer) -> Self {
    var traced = self
    traced.base = base.traced(by: tracer)
    traced.reduceChange = { changed, state, action in
      tracer.level(ReducerNode(.onChange), changed.makeReduce(tracedBy: tracer))(&state, action)
    }
    return traced
  }
}
