import Runtime

/// A navigation stack driven by a store's `StackState`: the root while the stack is empty,
/// otherwise the top screen with a "Back" button that pops it.
///
/// ```swift
/// NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
///   RootView(store: store)
/// } destination: { screenStore in
///   DetailView(store: screenStore)
/// }
/// ```
///
/// Tapping "Back" sends `StackAction.popFrom(id:)` for the top screen. The stack re-renders
/// when its ids change; a screen re-renders afterwards only when the state its own views observe
/// changes, and its store keeps the screen's last state once it is popped.
public struct NavigationStackStore<State, Action, Root: View, Destination: View>: View {
  private let store: Store<StackState<State>, StackAction<State, Action>>
  private let root: Root
  private let destination: @MainActor (Store<State, Action>) -> Destination

  /// Shows `root` under the stack of `store`, and `destination` for its top screen.
  public init(
    _ store: Store<StackState<State>, StackAction<State, Action>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping @MainActor (_ store: Store<State, Action>) -> Destination
  ) {
    self.store = store
    self.root = root()
    self.destination = destination
  }

  /// Shows `root` under the stack of `store`, and for its top screen the view that
  /// `destination` builds from the screen's state, with ``CaseLet``s as in a ``SwitchStore``.
  ///
  /// ```swift
  /// NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
  ///   RootView(store: store)
  /// } destination: {
  ///   switch $0 {
  ///   case .detail:
  ///     CaseLet(/Path.State.detail, action: Path.Action.detail, then: DetailView.init(store:))
  ///   }
  /// }
  /// ```
  public init<CaseContent: View>(
    _ store: Store<StackState<State>, StackAction<State, Action>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping @MainActor (_ initialState: State) -> CaseContent
  ) where Destination == SwitchStore<State, Action, CaseContent> {
    self.init(store, root: root) { screenStore in
      SwitchStore(screenStore, content: destination)
    }
  }

  /// The label of the button that pops the top screen.
  public static var backButtonLabel: String { "Back" }

  public var body: some View {
    WithViewStore(store, observe: { $0.ids }) { viewStore in
      PushScope(push: push) {
        if let top = viewStore.state.last {
          Button(Self.backButtonLabel) { viewStore.send(.popFrom(id: top)) }
          // Keyed by id, so that another top screen is a view of its own, not the cached one.
          ForEach([top], id: \.self) { id in
            CachedView { screen(id: id) }
          }
        } else {
          root
        }
      }
    }
  }

  /// Sends the push of `state`, when it is a screen of this stack, with the id after the highest
  /// on the stack; for ``NavigationLink``'s `state`.
  private func push(_ state: Any) -> Bool {
    guard let state = state as? State else { return false }
    let next = (store.currentState.ids.map(\.rawValue).max() ?? -1) + 1
    store.send(.push(id: StackElementID(rawValue: next), state: state))
    return true
  }

  /// The view of the screen `id`, or `nil` when it is not on the stack.
  private func screen(id: StackElementID) -> Destination? {
    guard var last = store.currentState[id: id] else { return nil }
    let screenStore = store.scope(
      state: { stack in
        if let element = stack[id: id] { last = element }
        return last
      },
      action: { .element(id: id, action: $0) }
    )
    return destination(screenStore)
  }
}

/// A ``NavigationStack`` whose ``NavigationLink``s with a `state` push it with `push`.
struct PushScope<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let push: @MainActor (Any) -> Bool
  let content: Content

  init(push: @escaping @MainActor (Any) -> Bool, @ViewBuilder content: () -> Content) {
    self.push = push
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var context = context.appending(.index(0))
    context.pushState = push
    return renderer.render(NavigationStack { content }, in: context)
  }
}
