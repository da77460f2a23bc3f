/// A reducer written inline as a closure.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementTapped:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduceClosure: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduceClosure = reduce
  }

  /// Wraps any reducer, erasing its type.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduceClosure = reducer._makeReduce()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduceClosure(&state, action)
  }

  public func _makeReduce() -> (inout State, Action) -> Effect<Action> {
    reduceClosure
  }
}
