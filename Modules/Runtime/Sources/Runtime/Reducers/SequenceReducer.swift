/// Two reducers run one after the other on the same action; their effects are merged.
///
/// ``ReducerBuilder`` creates it for each line of a body.
public struct _SequenceReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  /// Both reducers as values, for the tree and the tracer.
  let reducers: Retained<(first: First, second: Second)>
  var first: (inout First.State, First.Action) -> Effect<First.Action>
  var second: (inout First.State, First.Action) -> Effect<First.Action>

  init(first: First, second: Second) {
    self.reducers = Retained((first, second))
    self.first = first._makeReduce()
    self.second = second._makeReduce()
  }

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first(&state, action)
    let secondEffect = second(&state, action)
    return .mergeSparse(firstEffect, secondEffect)
  }

  public func _nodes(in state: First.State?) -> [ReducerNode] {
    reducers.value.first._nodes(in: state) + reducers.value.second._nodes(in: state)
  }

  public func _makeTracedReduce(
    _ tracer: ReducerTracer
  ) -> (inout First.State, First.Action) -> Effect<First.Action> {
    var traced = self
    traced.first = reducers.value.first._makeTracedReduce(tracer)
    traced.second = reducers.value.second._makeTracedReduce(tracer)
    return traced._makeReduce()
  }
}
