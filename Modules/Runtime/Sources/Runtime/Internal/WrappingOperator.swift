/// An operator that wraps one reducer and runs it at its own level, adding something around it:
/// `dependency` and `_printChanges`. It is traced by tracing what it wraps.
protocol WrappingOperator: Reducer where State == Base.State, Action == Base.Action {
  associatedtype Base: Reducer

  /// The wrapped reducer, as a value and as a function.
  var base: BuiltReducer<Base> { get set }
}

extension WrappingOperator {
  public func _makeTracedReduce(_ tracer: ReducerTracer) -> (inout State, Action) -> Effect<Action>
  {
    var traced = self
    traced.base = base.traced(by: tracer)
    return traced._makeReduce()
  }
}
