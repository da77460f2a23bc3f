/// Reducers of one type from a `for` loop in a reducer body, run in order.
public struct _ArrayReducer<Element: Reducer>: Reducer {
  let reducers: [Element]

  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}
