import Runtime

extension View {
  /// Presents a sheet while the store's presentation state is non-`nil`; dismissing it
  /// (``ViewHost/dismiss()``) sends `.dismiss`.
  ///
  /// ```swift
  /// .sheet(store: store.scope(state: \.$settings, action: { .settings($0) })) { store in
  ///   SettingsView(store: store)
  /// }
  /// ```
  ///
  /// On the screen it is a `[sheet]` block, indented, after the screen it covers.
  public func sheet<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    sheetPresentation(store: store, state: { $0 }, action: { $0 }, content: content)
  }

  /// Presents a sheet while the store's destination is in the case `toState` extracts.
  ///
  /// ```swift
  /// .sheet(
  ///   store: store.scope(state: \.$destination, action: { .destination($0) }),
  ///   state: /Destination.State.settings,
  ///   action: Destination.Action.settings
  /// ) { store in
  ///   SettingsView(store: store)
  /// }
  /// ```
  public func sheet<DestinationState, DestinationAction, State, Action, Content: View>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: AnyCasePath<DestinationState, State>,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    sheetPresentation(
      store: store, state: toState.extract(from:), action: fromAction, content: content
    )
  }

  private func sheetPresentation<DestinationState, DestinationAction, State, Action, Content: View>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping @MainActor (DestinationState) -> State?,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    presenting(store, state: toState, action: fromAction) { store, dismiss in
      NodeView(kind: .sheet, control: .dismiss(dismiss), content: content(store))
    }
  }
}
