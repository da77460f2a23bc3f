import Runtime

/// Shows one view while a store's optional state is non-`nil`, with a store of the unwrapped
/// state, and another while it is `nil`; it re-renders only when the state turns `nil` or
/// non-`nil`.
///
/// ```swift
/// IfLetStore(store.scope(state: \.results, action: { .results($0) })) { store in
///   SearchResultsView(store: store)
/// } else: {
///   Text("Loading results…")
/// }
/// ```
public struct IfLetStore<State, Action, Content: View>: View {
  private let store: Store<State?, Action>
  private let content: @MainActor (ViewStore<State?, Action>) -> Content

  /// Shows `ifContent` with a store of the unwrapped state, or `elseContent` when it is `nil`.
  public init<IfContent: View, ElseContent: View>(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> IfContent,
    @ViewBuilder else elseContent: @escaping @MainActor () -> ElseContent
  ) where Content == _ConditionalContent<IfContent, ElseContent> {
    self.store = store
    self.content = { viewStore in
      guard let state = viewStore.state else { return _ConditionalContent(second: elseContent()) }
      return _ConditionalContent(first: ifContent(Self.unwrap(store, initialState: state)))
    }
  }

  /// Shows `ifContent` with a store of the unwrapped state, or nothing when it is `nil`.
  public init<IfContent: View>(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> IfContent
  ) where Content == IfContent? {
    self.store = store
    self.content = { viewStore in
      viewStore.state.map { ifContent(Self.unwrap(store, initialState: $0)) }
    }
  }

  /// Shows `ifContent` with a store of the presented state while the store's presentation
  /// state holds one, and `elseContent` otherwise; its actions are sent as `.presented`.
  ///
  /// ```swift
  /// IfLetStore(store.scope(state: \.$recordingMemo, action: { .recordingMemo($0) })) { store in
  ///   RecordingMemoView(store: store)
  /// } else: {
  ///   RecordButton { viewStore.send(.recordButtonTapped) }
  /// }
  /// ```
  public init<IfContent: View, ElseContent: View>(
    _ store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> IfContent,
    @ViewBuilder else elseContent: @escaping @MainActor () -> ElseContent
  ) where Content == _ConditionalContent<IfContent, ElseContent> {
    self.init(
      store.scope(state: { $0.wrappedValue }, action: { .presented($0) }),
      then: ifContent,
      else: elseContent
    )
  }

  /// Shows `ifContent` with a store of the presented state while the store's presentation
  /// state holds one, and nothing otherwise.
  public init<IfContent: View>(
    _ store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder then ifContent: @escaping @MainActor (_ store: Store<State, Action>) -> IfContent
  ) where Content == IfContent? {
    self.init(store.scope(state: { $0.wrappedValue }, action: { .presented($0) }), then: ifContent)
  }

  public var body: some View {
    WithViewStore(
      store,
      observe: { $0 },
      removeDuplicates: { ($0 == nil) == ($1 == nil) },
      content: content
    )
  }

  /// A store of the unwrapped state; once the state is `nil` it keeps the last value, so that
  /// a view on its way out can still read it.
  private static func unwrap(
    _ store: Store<State?, Action>, initialState: State
  ) -> Store<State, Action> {
    var last = initialState
    return store.scope(
      state: { state in
        if let state { last = state }
        return last
      },
      action: { $0 }
    )
  }
}
