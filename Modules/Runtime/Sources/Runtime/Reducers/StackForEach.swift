extension Reducer {
  /// Runs `destination` on the screens of a navigation stack, and pushes and pops them for
  /// ``StackAction/push(id:state:)`` and ``StackAction/popFrom(id:)``.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.path, action: /Action.path) {
  ///     Path()
  ///   }
  /// ```
  ///
  /// A screen's action runs the screen before the parent. A push or a pop runs the parent
  /// first, then changes the stack. Whenever a screen leaves the stack (popped by an action, or
  /// removed by the parent), every effect it started is cancelled. An action for a screen that
  /// is not on the stack, a pop of one that is not there, and a push of an id already there
  /// are runtime warnings.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      reducers: ChildReducers(parent: self, child: destination()),
      toStackState: toStackState,
      toStackAction: toStackAction,
      site: CallSite(fileID: fileID, line: line)
    )
  }
}

/// The reducer built by ``Reducer/forEach(_:action:destination:fileID:line:)``.
public struct _StackReducer<Parent: Reducer, Destination: Reducer>: Reducer, ChildRunningOperator {
  var reducers: ChildReducers<Parent, Destination>
  let toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>
  let toStackAction: AnyCasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>
  let site: CallSite
  /// Tells a tracer what the operator did to the state itself.
  var note: ((String) -> Void)?

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let stackAction = toStackAction.extract(from: action)
    var destinationEffect = Effect<Parent.Action>.none
    if case let .element(id, elementAction) = stackAction {
      destinationEffect = reduceDestination(in: &state, id: id, action: elementAction, of: action)
    }
    let idsBefore = state[keyPath: toStackState].ids
    let parentEffect = reducers.parent(&state, action)
    switch stackAction {
    case let .popFrom(id):
      if !state[keyPath: toStackState].pop(from: id) {
        warn("a pop of a screen that is not on the stack (id: \(id))", action)
      } else if let note {
        note("\(node(in: nil).head) popped from id \(id)")
      }
    case let .push(id, pushed):
      if !state[keyPath: toStackState].push(pushed, id: id) {
        warn("a push of an id already on the stack (id: \(id))", action)
      } else if let note {
        note("\(node(in: nil).head) pushed id \(id): \(oneLineDump(pushed))")
      }
    case .element, nil:
      break
    }
    let idsAfter = state[keyPath: toStackState].ids
    guard idsBefore != idsAfter else { return .mergeSparse(destinationEffect, parentEffect) }
    let remaining = Set(idsAfter)
    let cleanup = idsBefore.lazy.filter { !remaining.contains($0) }.map {
      Effect<Parent.Action>.cancelScope(ScopeSegment.element(toStackState, id: $0), .popped)
    }
    return .merge([destinationEffect, parentEffect] + cleanup)
  }

  mutating func noteChanges(to tracer: ReducerTracer) {
    note = tracer.note
  }

  func node(in state: Parent.State?) -> ReducerNode {
    .scoping(
      .stack, statePath: keyPathName(toStackState), actionPath: casePathName(toStackAction),
      count: state.map { $0[keyPath: toStackState].count },
      child: reducers.childNodes(in: nil))
  }

  private func reduceDestination(
    in state: inout Parent.State, id: StackElementID, action elementAction: Destination.Action,
    of action: Parent.Action
  ) -> Effect<Parent.Action> {
    let destination = reducers.child
    guard
      let effect = state[keyPath: toStackState].modify(
        id: id, { destination(&$0, elementAction) })
    else {
      warn("an action for a screen that is not on the stack (id: \(id))", action)
      return .none
    }
    guard !effect.isNone else { return .none }
    let embed = toStackAction.embed
    return
      effect
      .map { embed(.element(id: id, action: $0)) }
      .scoped(to: ScopeSegment.element(toStackState, id: id))
  }

  private func warn(_ what: String, _ action: Parent.Action) {
    reportIssue(
      """
      A stack "forEach" at \(site.fileID):\(site.line) received \(what). Action: \(action)
      """
    )
  }
}
