/// What a reducer is made of, written once by each reducer type: its nodes in the reducer tree,
/// and how to build the function a store runs from it.
///
/// Everything else is derived from it: ``Reducer/explain(in:)`` reads the nodes, a store builds
/// the plain function, and a store created with a tracer builds the same function with each
/// child reporting to the tracer under its operator's node.
public struct _ReducerDescription<State, Action> {
  /// The reducer's nodes in the order they run, marked for a state (or for none).
  let nodes: (State?) -> [ReducerNode]
  /// Builds the reducer as a function, reporting to the tracer when given one.
  let build: (ReducerTracer?) -> (inout State, Action) -> Effect<Action>

  /// A reducer that changes state itself: one node of `kind`, and when traced, each change it
  /// makes and each effect it returns reported under `name`, which a feature's node shows too.
  static func leaf(
    _ kind: ReducerNode.Kind, named name: @escaping @autoclosure () -> String,
    _ reduce: @escaping (inout State, Action) -> Effect<Action>
  ) -> Self {
    Self(nodes: { _ in [ReducerNode(kind, name: kind == .feature ? name() : nil)] }) { tracer in
      guard let tracer else { return reduce }
      return tracer.leaf(name(), reduce)
    }
  }

  /// This description as the one node of a feature named `name`, its nodes below it.
  func feature(named name: @escaping @autoclosure () -> String) -> Self {
    Self(nodes: { [ReducerNode(.feature, name: name(), children: nodes($0))] }, build: build)
  }
}

extension Reducer {
  /// This reducer as a function, with its body built once; reporting to `tracer` when given
  /// one. Stores and operators call it once, when they are created.
  package func makeReduce(
    tracedBy tracer: ReducerTracer? = nil
  ) -> (inout State, Action) -> Effect<Action> {
    _describe().build(tracer)
  }
}

/// A reducer of this runtime that runs reducers it holds already built as functions: it runs as
/// it is, and is rebuilt only to be traced.
protocol ReducerOperator: Reducer {
  /// The operator's nodes, marked for `state`.
  func operatorNodes(in state: State?) -> [ReducerNode]

  /// This operator with the reducers it holds rebuilt to report to `tracer`.
  func traced(by tracer: ReducerTracer) -> Self
}

extension ReducerOperator {
  public func _describe() -> _ReducerDescription<State, Action> {
    _ReducerDescription(nodes: operatorNodes(in:)) { tracer in
      let built = tracer.map(traced(by:)) ?? self
      return { built.reduce(into: &$0, action: $1) }
    }
  }
}
