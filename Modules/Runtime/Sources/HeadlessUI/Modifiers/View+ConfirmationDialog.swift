import Runtime

extension View {
  /// Shows a confirmation dialog while the store holds one; a button sends
  /// `.presented(action)`, or `.dismiss` when it has no action, as does ``ViewHost/dismiss()``.
  ///
  /// ```swift
  /// .confirmationDialog(store: store.scope(state: \.$dialog, action: { .dialog($0) }))
  /// ```
  ///
  /// On the screen it is a `[dialog] Title` block with its message and buttons.
  public func confirmationDialog<Action>(
    store: Store<PresentationState<ConfirmationDialogState<Action>>, PresentationAction<Action>>
  ) -> some View {
    dialogPresentation(store: store, state: { $0 }, action: { $0 })
  }

  /// Shows a confirmation dialog while the store's destination is in the case `toState`
  /// extracts.
  ///
  /// ```swift
  /// .confirmationDialog(
  ///   store: store.scope(state: \.$destination, action: { .destination($0) }),
  ///   state: /Destination.State.confirmLogOut,
  ///   action: Destination.Action.confirmLogOut
  /// )
  /// ```
  public func confirmationDialog<DestinationState, DestinationAction, Action>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: AnyCasePath<DestinationState, ConfirmationDialogState<Action>>,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction
  ) -> some View {
    dialogPresentation(store: store, state: toState.extract(from:), action: fromAction)
  }

  private func dialogPresentation<DestinationState, DestinationAction, Action>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping @MainActor (DestinationState) -> ConfirmationDialogState<Action>?,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction
  ) -> some View {
    presenting(store, state: { toState($0).map(DialogContent.init) }, action: fromAction) {
      DialogView(kind: .confirmationDialog, store: $0, dismiss: $1)
    }
  }
}
