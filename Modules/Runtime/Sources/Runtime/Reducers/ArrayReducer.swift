/// Reducers of one type from a `for` loop in a reducer body, run in order.
public struct _ArrayReducer<Element: Reducer>: Reducer {
  let elements: [Element]
  let reducers: [(inout Element.State, Element.Action) -> Effect<Element.Action>]

  init(reducers: [Element]) {
    self.elements = reducers
    self.reducers = reducers.map { $0._makeReduce() }
  }

  public func reduce(
    into state: inout Element.State, action: Element.Action
  ) -> Effect<Element.Action> {
    .merge(reducers.map { $0(&state, action) })
  }

  public func _nodes(in state: Element.State?) -> [ReducerNode] {
    elements.flatMap { $0._nodes(in: state) }
  }

  public func _makeTracedReduce(
    _ tracer: ReducerTracer
  ) -> (inout Element.State, Element.Action) -> Effect<Element.Action> {
    let traced = elements.map { $0._makeTracedReduce(tracer) }
    return { state, action in .merge(traced.map { $0(&state, action) }) }
  }
}
