import Runtime

/// Shows a view for the current case of a store's enum state, with ``CaseLet``; it re-renders
/// only when the case changes.
///
/// ```swift
/// SwitchStore(store) { state in
///   switch state {
///   case .loggedIn:
///     CaseLet(/AppFeature.State.loggedIn, action: AppFeature.Action.loggedIn) { store in
///       HomeView(store: store)
///     }
///   case .loggedOut:
///     CaseLet(/AppFeature.State.loggedOut, action: AppFeature.Action.loggedOut) { store in
///       LoginView(store: store)
///     }
///   }
/// }
/// ```
public struct SwitchStore<State, Action, Content: View>: View {
  private let store: Store<State, Action>
  private let content: @MainActor (State) -> Content

  /// Shows the view `content` builds for the state's case.
  public init(
    _ store: Store<State, Action>,
    @ViewBuilder content: @escaping @MainActor (_ initialState: State) -> Content
  ) {
    self.store = store
    self.content = content
  }

  public var body: some View {
    WithViewStore(
      store,
      observe: { $0 },
      removeDuplicates: { caseName(of: $0) == caseName(of: $1) }
    ) { viewStore in
      SwitchStoreScope(store: store, content: content(viewStore.state))
    }
  }
}
