/// An optional reducer, from an `if` without `else` in a reducer body: it does nothing when
/// absent.
extension Optional: Reducer where Wrapped: Reducer {
  @inlinable
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    switch self {
    case let .some(reducer): reducer.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}
