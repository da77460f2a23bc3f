/// A reducer an operator wraps, kept two ways: as its value behind one reference, which the tree
/// and the tracer read, and as the function the operator calls, built once.
struct BuiltReducer<R: Reducer> {
  private let kept: Retained<R>
  /// The reducer as a function.
  private(set) var run: (inout R.State, R.Action) -> Effect<R.Action>

  init(_ reducer: R) {
    self.kept = Retained(reducer)
    self.run = reducer._makeReduce()
  }

  /// The reducer's nodes in the tree.
  func nodes(in state: R.State?) -> [ReducerNode] {
    kept.value._nodes(in: state)
  }

  /// This reducer running traced by `tracer`: at the operator's level, or one level down under
  /// the operator's `node`.
  func traced(by tracer: ReducerTracer, under node: ReducerNode? = nil) -> Self {
    var traced = self
    let reduce = kept.value._makeTracedReduce(tracer)
    traced.run = node.map { tracer.level($0, reduce) } ?? reduce
    return traced
  }
}
