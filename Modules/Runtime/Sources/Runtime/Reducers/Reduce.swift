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
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduceClosure = reducer._makeReduce()
    self.erased = reducer
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduceClosure(&state, action)
  }

  public func _makeReduce() -> (inout State, Action) -> Effect<Action> {
    reduceClosure
  }

  public func _nodes(in state: State?) -> [ReducerNode] {
    erased?._nodes(in: state) ?? [ReducerNode(.reduce)]
  }

  public func _makeTracedReduce(_ tracer: ReducerTracer) -> (inout State, Action) -> Effect<Action>
  {
    erased?._makeTracedReduce(tracer) ?? tracer.leaf("Reduce", reduceClosure)
  }
}
