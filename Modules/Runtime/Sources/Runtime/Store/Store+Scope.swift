extension Store {
  /// A store for a child feature that reads its state from this one and sends its actions
  /// through this one.
  ///
  /// ```swift
  /// SearchView(store: store.scope(state: \.search, action: { .search($0) }))
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState,
    action fromChildAction: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let readParentState = readState
    let sendToParent = sendAction
    return Store<ChildState, ChildAction>(
      host: host,
      readState: { toChildState(readParentState()) },
      send: { sendToParent(fromChildAction($0)) }
    )
  }

  /// A store for a child feature, with its action embedded by a case path.
  ///
  /// ```swift
  /// store.scope(state: \.search, action: /Action.search)
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState> & Sendable,
    action toChildAction: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: { $0[keyPath: toChildState] }, action: toChildAction.embed)
  }
}

extension Store where Action: CasePathable {
  /// A store for a child feature, its actions named by a case key path:
  /// `store.scope(state: \.search, action: \.search)`.
  ///
  /// Scoping again with the same key paths returns the same store, as in TCA 1.5 and later, so
  /// a child view given it is the same view when its parent renders again, and a list's rows
  /// keep one observer. A scope by a case path or by closures makes a new store each time.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState> & Sendable,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    child(for: ScopeID(state: toChildState, action: toChildAction)) {
      scope(state: toChildState, action: Action.casePath(toChildAction))
    }
  }
}

/// The key paths of a scope, which name the store it made.
private struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
}
