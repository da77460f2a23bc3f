/// Applies binding actions to the state.
///
/// Put it first in a body, so that the reducers after it see the new value and can react to a
/// single field:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.$displayName):
///       state.displayNameError = validate(state.displayName)
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// When bindings travel inside view actions (the seed 001 template), name that case:
/// `BindingReducer(action: /Action.view)`, or `BindingReducer(action: \.view)` for a
/// ``CasePathable`` action.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  let toViewAction: (Action) -> ViewAction?

  /// Applies the binding actions of a ``BindableAction`` action type.
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// Applies the binding actions carried by the view actions that `toViewAction` extracts.
  public init(action toViewAction: AnyCasePath<Action, ViewAction>) {
    self.toViewAction = toViewAction.extract(from:)
  }

  /// Applies the binding actions carried by the view actions of the case that `toViewAction`
  /// names: the observation era's spelling, for a view action enum that is ``BindableAction``.
  ///
  /// ```swift
  /// BindingReducer(action: \.view)
  /// ```
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.init(action: Action.casePath(toViewAction))
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let bindingAction = toViewAction(action)?.binding else { return .none }
    bindingAction.set(&state)
    return .none
  }

  public func _describe() -> _ReducerDescription<State, Action> {
    .leaf(.binding, named: "BindingReducer") { self.reduce(into: &$0, action: $1) }
  }
}
