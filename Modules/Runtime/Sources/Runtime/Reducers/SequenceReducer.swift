/// Two reducers run one after the other on the same action; their effects are merged.
///
/// ``ReducerBuilder`` creates it for each line of a body.
public struct _SequenceReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  @usableFromInline let first: First
  @usableFromInline let second: Second

  @inlinable
  init(first: First, second: Second) {
    self.first = first
    self.second = second
  }

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    if firstEffect.isNone { return secondEffect }
    if secondEffect.isNone { return firstEffect }
    return .merge(firstEffect, secondEffect)
  }
}
