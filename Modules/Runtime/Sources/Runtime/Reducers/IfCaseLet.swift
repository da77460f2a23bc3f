extension Reducer {
  /// Runs `case` on one case of an enum state whenever the state holds that case.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedInFeature() }
  ///   .ifCaseLet(/State.loggedOut, action: /Action.loggedOut) { LoginFeature() }
  /// ```
  ///
  /// The child runs before the parent. When the state moves to another case, or the case is
  /// given another child (another `id` when the child state is `Identifiable`), every effect the
  /// old child started is cancelled, so a late response can never reach a child that is gone.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      reducers: ChildReducers(parent: self, child: `case`()),
      toChildState: toCaseState,
      toChildAction: toCaseAction,
      site: CallSite(fileID: fileID, line: line)
    )
  }
}

/// The reducer built by ``Reducer/ifCaseLet(_:action:then:fileID:line:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer, ChildRunningOperator {
  var reducers: ChildReducers<Parent, Child>
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let site: CallSite
  let stateMetadata = EnumMetadata(Parent.State.self)
  let caseTag = CaseTagMemo()
  let identity = ChildIdentity<Child.State>()

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let (reduced, childRan) = reduceChild(into: &state, action: action)
    let childEffect = inSegment(reduced)
    if identity.isTrivial {
      // A child that just ran proves the case without reading the tag again.
      let wasInCase = childRan || isInCase(state)
      let parentEffect = reducers.parent(&state, action)
      let ended = wasInCase && !isInCase(state)
      return .mergeSparse(
        childEffect, parentEffect, ended ? .cancelScope(segment, .childRemoved) : .none)
    }
    let before = childIdentity(in: state)
    let parentEffect = reducers.parent(&state, action)
    let ending: Effect<Parent.Action> = identity.ending(
      segment, from: before, to: childIdentity(in: state))
    return .mergeSparse(childEffect, parentEffect, ending)
  }

  func node(in state: Parent.State?) -> ReducerNode {
    let childState = state.map(toChildState.extract(from:))
    return .scoping(
      .ifCaseLet, statePath: casePathName(toChildState), actionPath: casePathName(toChildAction),
      presence: ReducerNode.presence(of: childState),
      child: reducers.childNodes(in: childState ?? nil))
  }

  /// The identity of the child that `state` holds, `nil` when it is in another case.
  func childIdentity(in state: Parent.State) -> ChildIdentityValue? {
    guard isInCase(state) else { return nil }
    return identity(of: toChildState.extract(from: state))
  }

  var segment: ScopeSegment {
    .enumCase(site: site, case: .init(root: Parent.State.self, payload: Child.State.self))
  }

  /// The child's effect, scoped to the child; most actions start none, and then the segment
  /// (which copies the call site) is not even built.
  func inSegment(_ effect: Effect<Parent.Action>) -> Effect<Parent.Action> {
    effect.isNone ? effect : effect.scoped(to: segment)
  }

  /// Whether `state` holds the child's case: a tag comparison once the case was seen.
  func isInCase(_ state: Parent.State) -> Bool {
    if let stateMetadata, let known = caseTag.tag {
      return stateMetadata.tag(of: state) == known
    }
    guard toChildState.extract(from: state) != nil else { return false }
    if let stateMetadata { caseTag.remember(stateMetadata.tag(of: state)) }
    return true
  }

  /// Runs the child on the action meant for it; also says whether the child ran.
  func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> (Effect<Parent.Action>, ran: Bool) {
    guard let childAction = toChildAction.extract(from: action) else { return (.none, false) }
    guard var childState = toChildState.extract(from: state) else {
      reportIssue(
        """
        An "ifCaseLet" at \(site.fileID):\(site.line) received a child action while the state \
        was in another case. Action: \(action)
        """
      )
      return (.none, false)
    }
    let effect = reducers.child(&childState, childAction)
    state = toChildState.embed(childState)
    guard !effect.isNone else { return (.none, true) }
    return (effect.embedded(toChildAction.embed), true)
  }
}

extension Reducer where State: CasePathable, Action: CasePathable {
  /// Runs `case` on one case of an enum state, both named by case key paths: the observation
  /// era's spelling of ``ifCaseLet(_:action:then:fileID:line:)``.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedInFeature() }
  /// ```
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    ifCaseLet(
      State.casePath(toCaseState), action: Action.casePath(toCaseAction), then: `case`,
      fileID: fileID, line: line
    )
  }
}
