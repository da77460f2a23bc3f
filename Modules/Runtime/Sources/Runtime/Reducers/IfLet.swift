extension Reducer {
  /// Runs `wrapped` on an optional child state whenever it is present.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.detail, action: /Action.detail) {
  ///     DetailFeature()
  ///   }
  /// ```
  ///
  /// The child runs before the parent, so the parent cannot remove the child's state before
  /// the child saw the action. When the parent sets the state to `nil`, or replaces it with
  /// another child (another enum case, or another `id` when the state is `Identifiable`), every
  /// effect the old child started is cancelled; changing the same child in place keeps them. A
  /// child action that arrives while the state is `nil` is reported as a runtime warning.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      reducers: ChildReducers(parent: self, child: wrapped()),
      toChildState: toWrappedState,
      toChildAction: toWrappedAction,
      site: CallSite(fileID: fileID, line: line)
    )
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:then:fileID:line:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer, ChildRunningOperator {
  var reducers: ChildReducers<Parent, Child>
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let site: CallSite
  let identity = ChildIdentity<Child.State>()
  /// Whether the child is an alert or a dialog held in plain optional state, which goes away
  /// after one of its actions.
  let childIsEphemeral = Child.State.self is any _EphemeralState.Type

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    if childIsEphemeral { return reduceEphemeral(into: &state, action: action) }
    let childEffect = reduceChild(into: &state, action: action)
    let segment = ScopeSegment.optional(toChildState)
    if identity.isTrivial {
      let wasPresent = isPresent(&state[keyPath: toChildState])
      let parentEffect = reducers.parent(&state, action)
      let ended = wasPresent && !isPresent(&state[keyPath: toChildState])
      return .mergeSparse(
        childEffect.scoped(to: segment), parentEffect,
        ended ? .cancelScope(segment, .childRemoved) : .none)
    }
    let before = identity(of: state[keyPath: toChildState])
    let parentEffect = reducers.parent(&state, action)
    let ending: Effect<Parent.Action> = identity.ending(
      segment, from: before, to: identity(of: state[keyPath: toChildState]))
    return .mergeSparse(childEffect.scoped(to: segment), parentEffect, ending)
  }

  func node(in state: Parent.State?) -> ReducerNode {
    let childState = state.map { $0[keyPath: toChildState] }
    return .scoping(
      .ifLet, statePath: keyPathName(toChildState), actionPath: casePathName(toChildAction),
      presence: ReducerNode.presence(of: childState),
      child: reducers.childNodes(in: childState ?? nil))
  }

  func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard let effect = reduce(&state[keyPath: toChildState], childAction) else {
      reportIssue(
        """
        An "ifLet" at \(site.fileID):\(site.line) received a child action while its state was \
        nil. Action: \(action)
        """
      )
      return .none
    }
    guard !effect.isNone else { return .none }
    return effect.embedded(toChildAction.embed)
  }

  /// Runs an alert or a dialog held in plain optional state: one of its actions dismisses it
  /// before the parent runs, so a parent that shows another one in that action keeps it.
  func reduceEphemeral(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    if toChildAction.extract(from: action) != nil { state[keyPath: toChildState] = nil }
    return .merge(childEffect, reducers.parent(&state, action))
  }

  /// Runs the child on its state in place, or returns `nil` when the state is absent.
  ///
  /// The state comes in through `inout`, so a key path projects it in place instead of copying
  /// the child (and everything below it) to look at it.
  func reduce(_ state: inout Child.State?, _ action: Child.Action) -> Effect<Child.Action>? {
    guard state != nil else { return nil }
    return reducers.child(&state!, action)
  }

  /// Whether the optional child is there, read in place.
  func isPresent(_ state: inout Child.State?) -> Bool {
    state != nil
  }
}

extension Reducer {
  /// Dismisses an alert or a confirmation dialog held in plain optional state after one of its
  /// actions, as TCA 1.x spells it without a child reducer.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.alert, action: /Action.alert)
  /// ```
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() }, fileID: fileID, line: line)
  }

  /// Runs `wrapped` on optional state whose reducer takes this reducer's own actions, named
  /// `\.self`: a reducer of `Counter.State?` runs `Counter` while there is a counter.
  ///
  /// ```swift
  /// Reduce<Counter.State?, Counter.Action> { state, action in ... }
  ///   .ifLet(\.self, action: \.self) {
  ///     Counter()
  ///   }
  /// ```
  ///
  /// The actions' key path is meant to be `\.self`: the child's actions are this reducer's
  /// own, which needs no case paths, so actions that are not enums, such as `Void`, work too.
  public func ifLet<WrappedState, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toSelf: WritableKeyPath<Action, Action>,
    @ReducerBuilder<WrappedState, Action> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, Action == Wrapped.Action {
    ifLet(toWrappedState, action: .self, then: wrapped, fileID: fileID, line: line)
  }
}

extension Reducer where Action: CasePathable {
  /// Runs `wrapped` on an optional child state, the child's actions named by a case key path:
  /// the observation era's spelling of ``ifLet(_:action:then:fileID:line:)``.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.detail, action: \.detail) {
  ///     DetailFeature()
  ///   }
  /// ```
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    ifLet(
      toWrappedState, action: Action.casePath(toWrappedAction), then: wrapped, fileID: fileID,
      line: line
    )
  }

  /// Dismisses an alert or a confirmation dialog held in plain optional state after one of its
  /// actions, the actions named by a case key path: `.ifLet(\.alert, action: \.alert)`.
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: Action.casePath(toWrappedAction), then: { EmptyReducer() },
      fileID: fileID, line: line
    )
  }
}
