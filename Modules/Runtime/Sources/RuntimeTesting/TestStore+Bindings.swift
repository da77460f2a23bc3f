import Runtime

extension TestStore {
  /// The test store's ``state`` as a view's binding view store sees it, so that a test can
  /// build the view state a view would.
  ///
  /// ```swift
  /// await store.send(.view(.set(\.$email, "blob@example.com"))) { $0.email = "blob@example.com" }
  /// #expect(LoginViewState(store.bindings(action: /LoginFeature.Action.view)).isFormValid)
  /// ```
  ///
  /// Its bindings read the store's current state; writing to one sends the binding action to
  /// ``store``, through `toViewAction`, as a view does, and the test then receives it.
  public func bindings<ViewAction: BindableAction>(
    action toViewAction: AnyCasePath<Action, ViewAction>
  ) -> BindingViewStore<State> where ViewAction.State == State {
    let store = store
    return BindingViewStore(
      state: state,
      readState: { store.currentState },
      send: { store.send(toViewAction.embed(.binding($0))) }
    )
  }
}

extension TestStore where Action: BindableAction, Action.State == State {
  /// The test store's ``state`` as a view's binding view store sees it, for a feature whose
  /// actions are its binding actions.
  ///
  /// ```swift
  /// #expect(LoginViewState(store.bindings).isLoginButtonDisabled)
  /// ```
  public var bindings: BindingViewStore<State> {
    bindings(action: .self)
  }
}
