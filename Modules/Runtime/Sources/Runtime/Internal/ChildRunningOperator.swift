/// An operator that runs a child before the reducer it is applied to: `ifLet`, `ifCaseLet`,
/// `forEach`, presentation `ifLet` and the stack `forEach`. It explains and traces itself from
/// its ``ChildReducers`` and its own node.
protocol ChildRunningOperator: Reducer {
  associatedtype Parent: Reducer where Parent.State == State, Parent.Action == Action
  associatedtype Child: Reducer

  /// The parent and the child, as values and as functions.
  var reducers: ChildReducers<Parent, Child> { get set }

  /// The operator's node, its child marked for `state`.
  func node(in state: State?) -> ReducerNode

  /// Tells `tracer` what the operator does to the state itself, if it does anything.
  mutating func noteChanges(to tracer: ReducerTracer)
}

extension ChildRunningOperator {
  public func _nodes(in state: State?) -> [ReducerNode] {
    reducers.nodes(node(in: state), in: state)
  }

  public func _makeTracedReduce(_ tracer: ReducerTracer) -> (inout State, Action) -> Effect<Action>
  {
    var traced = self
    traced.reducers = reducers.traced(by: tracer, under: node(in: nil))
    traced.noteChanges(to: tracer)
    return traced._makeReduce()
  }

  func noteChanges(to tracer: ReducerTracer) {}
}
