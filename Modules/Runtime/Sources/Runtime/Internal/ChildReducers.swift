/// The two reducers of an operator that runs a child before the reducer it is applied to
/// (`ifLet`, `ifCaseLet`, `forEach`, presentation `ifLet`, the stack `forEach`), kept as values
/// for the tree and the tracer, and as the functions the operator calls.
///
/// Unlike two ``BuiltReducer``s, both values share one reference, so an operator that an action
/// copies retains one object, not two.
struct ChildReducers<Parent: Reducer, Child: Reducer> {
  private let values: Retained<(parent: Parent, child: Child)>
  /// The parent as a function, with its body built once.
  private(set) var parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  /// The child as a function, with its body built once.
  private(set) var child: (inout Child.State, Child.Action) -> Effect<Child.Action>

  init(parent: Parent, child: Child) {
    self.values = Retained((parent, child))
    self.parent = parent._makeReduce()
    self.child = child._makeReduce()
  }

  /// The tree nodes of the operator whose own node is `node`: it first, since its child runs
  /// first, then the parent's.
  func nodes(_ node: ReducerNode, in state: Parent.State?) -> [ReducerNode] {
    [node] + values.value.parent._nodes(in: state)
  }

  /// The child's nodes, for the operator's node.
  func childNodes(in state: Child.State?) -> [ReducerNode] {
    values.value.child._nodes(in: state)
  }

  /// Both reducers traced by `tracer`: the parent at the operator's level, the child one level
  /// down, under the operator's `node`.
  func traced(by tracer: ReducerTracer, under node: ReducerNode) -> Self {
    var traced = self
    traced.parent = values.value.parent._makeTracedReduce(tracer)
    traced.child = tracer.level(node, values.value.child._makeTracedReduce(tracer))
    return traced
  }
}
