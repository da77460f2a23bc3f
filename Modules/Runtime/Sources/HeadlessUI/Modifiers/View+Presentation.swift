import Runtime

extension View {
  /// This view, followed by what `content` shows while the store's presentation state holds a
  /// value that `toState` extracts.
  ///
  /// The presented part has a fresh environment (a disabled screen does not disable its alert)
  /// and its own identity, so it appears and disappears with the presented state.
  func presenting<DestinationState, DestinationAction, State, Action, Content: View>(
    _ store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping @MainActor (DestinationState) -> State?,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction,
    @ViewBuilder content:
      @escaping @MainActor (
        _ store: Store<State, Action>, _ dismiss: @escaping @MainActor () -> Void
      ) -> Content
  ) -> some View {
    let dismiss: @MainActor () -> Void = { store.send(.dismiss) }
    let presented = store.scope(
      state: { $0.wrappedValue.flatMap(toState) },
      action: { PresentationAction.presented(fromAction($0)) }
    )
    return TupleView(
      self,
      EnvironmentView(
        content: IfLetStore(presented) { content($0, dismiss) },
        transform: { $0 = ViewEnvironment() }
      )
    )
  }
}
