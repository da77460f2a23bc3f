/// Reducers of one type from a `for` loop in a reducer body, run in order.
public struct _ArrayReducer<Element: Reducer>: Reducer {
  let reducers: [(inout Element.State, Element.Action) -> Effect<Element.Action>]

  init(reducers: [Element]) {
    self.reducers = reducers.map { $0._makeReduce() }
  }

  public func reduce(
    into state: inout Element.State, action: Element.Action
  ) -> Effect<Element.Action> {
    .merge(reducers.map { $0(&state, action) })
  }
}
