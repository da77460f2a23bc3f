/// Runs a child reducer on a part of the parent's state: a stored property, or one case of an
/// enum.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.search, action: /Action.search) {
///     SearchFeature()
///   }
///   Reduce { state, action in ... }
/// }
/// ```
///
/// For an enum, the child runs only while the state holds its case; an action for a case the
/// state is not in is reported as a runtime warning. This is the seeds' `pullback` + `combine`.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer, ReducerOperator {
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>, CallSite)
  }

  let toChildState: StatePath
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  var child: BuiltReducer<Child>

  /// Scopes to a child stored at `toChildState`.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = toChildAction
    self.child = BuiltReducer(child())
  }

  /// Scopes to a child held in one case of an enum state.
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(toChildState, CallSite(fileID: fileID, line: line))
    self.toChildAction = toChildAction
    self.child = BuiltReducer(child())
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    switch toChildState {
    case let .keyPath(keyPath):
      let effect = child.run(&state[keyPath: keyPath], childAction)
      guard !effect.isNone else { return .none }
      return
        effect
        .embedded(toChildAction.embed)
        .scoped(to: ScopeSegment.keyPath(keyPath))
    case let .casePath(casePath, site):
      guard var childState = casePath.extract(from: state) else {
        reportIssue(
          """
          A "Scope" at \(site.fileID):\(site.line) received a child action while the state was \
          in another case. Action: \(action)
          """
        )
        return .none
      }
      let effect = child.run(&childState, childAction)
      state = casePath.embed(childState)
      guard !effect.isNone else { return .none }
      return
        effect
        .embedded(toChildAction.embed)
        .scoped(
          to: ScopeSegment.enumCase(
            site: site, case: .init(root: ParentState.self, payload: Child.State.self)))
    }
  }

  func operatorNodes(in state: ParentState?) -> [ReducerNode] {
    let actionPath = casePathName(toChildAction)
    switch toChildState {
    case let .keyPath(keyPath):
      return [
        .scoping(
          .scope, statePath: keyPathName(keyPath), actionPath: actionPath,
          child: child.nodes(in: state?[keyPath: keyPath]))
      ]
    case let .casePath(casePath, _):
      let childState = state.map(casePath.extract(from:))
      return [
        .scoping(
          .scope, statePath: casePathName(casePath), actionPath: actionPath,
          presence: ReducerNode.presence(of: childState),
          child: child.nodes(in: childState ?? nil))
      ]
    }
  }

  func traced(by tracer: ReducerTracer) -> Self {
    var traced = self
    traced.child = child.traced(by: tracer, under: operatorNodes(in: nil)[0])
    return traced
  }
}

extension Scope where ParentAction: CasePathable {
  /// Scopes to a child stored at `toChildState`, its actions named by a case key path:
  /// `Scope(state: \.search, action: \.search) { Search() }`.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: ParentAction.casePath(toChildAction), child: child)
  }
}

extension Scope where ParentState: CasePathable, ParentAction: CasePathable {
  /// Scopes to a child held in one case of an enum state, both named by case key paths:
  /// `Scope(state: \.alert, action: \.alert) { Alert() }`.
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: ParentState.casePath(toChildState), action: ParentAction.casePath(toChildAction),
      child: child, fileID: fileID, line: line
    )
  }
}
