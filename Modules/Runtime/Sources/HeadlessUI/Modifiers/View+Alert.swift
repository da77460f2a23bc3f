import Runtime

extension View {
  /// Shows an alert while the store holds one; a button sends `.presented(action)`, or
  /// `.dismiss` when it has no action, as does ``ViewHost/dismiss()``.
  ///
  /// ```swift
  /// .alert(store: store.scope(state: \.$alert, action: { .alert($0) }))
  /// ```
  ///
  /// On the screen it is an `[alert] Title` block with its message and buttons.
  public func alert<Action>(
    store: Store<PresentationState<AlertState<Action>>, PresentationAction<Action>>
  ) -> some View {
    alertPresentation(store: store, state: { $0 }, action: { $0 })
  }

  /// Shows an alert while the store's destination is in the case `toState` extracts.
  ///
  /// ```swift
  /// .alert(
  ///   store: store.scope(state: \.$destination, action: { .destination($0) }),
  ///   state: /Destination.State.alert,
  ///   action: Destination.Action.alert
  /// )
  /// ```
  public func alert<DestinationState, DestinationAction, Action>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: AnyCasePath<DestinationState, AlertState<Action>>,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction
  ) -> some View {
    alertPresentation(store: store, state: toState.extract(from:), action: fromAction)
  }

  private func alertPresentation<DestinationState, DestinationAction, Action>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping @MainActor (DestinationState) -> AlertState<Action>?,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction
  ) -> some View {
    presenting(store, state: { toState($0).map(DialogContent.init) }, action: fromAction) {
      DialogView(kind: .alert, store: $0, dismiss: $1)
    }
  }
}
