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
  /// The reducer this one erases, if it erases one: the tree and traces show it.
  @usableFromInline
  let erased: (any Reducer<State, Action>)?

  /// Creates a reducer from a closure.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduceClosure = reduce
    self.erased = nil
  }

  /// Wraps any reducer, erasing its type.
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduceClosure = reducer.makeReduce()
    self.erased = reducer
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduceClosure(&state, action)
  }

  /// A closure is one leaf of the tree; a reducer it erases describes itself, and runs as it
  /// was built when this one was made.
  public func _describe() -> _ReducerDescription<State, Action> {
    guard let erased else { return .leaf(.reduce, named: "Reduce", reduceClosure) }
    return _ReducerDescription(nodes: { erased._describe().nodes($0) }) { [reduceClosure] tracer in
      guard let tracer else { return reduceClosure }
      return erased.makeReduce(tracedBy: tracer)
    }
  }
}
