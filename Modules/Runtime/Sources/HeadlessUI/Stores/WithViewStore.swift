import Runtime

/// Observes a store through a `ViewStore` and renders its content with it; the content is
/// evaluated again only when the observed state changes.
///
/// ```swift
/// WithViewStore(store, observe: { $0 }) { viewStore in
///   Toggle("Haptic feedback", isOn: viewStore.$isHapticFeedbackEnabled)
/// }
/// WithViewStore(store, observe: ViewState.init) { viewStore in
///   Toggle("Enable notifications", isOn: viewStore.$enableNotifications)
/// }
/// ```
///
/// The rendering of the content is cached: a change to state that `observe` does not read (or
/// that `removeDuplicates` calls a duplicate) evaluates nothing, even when an enclosing view
/// renders again. So the content must depend only on its view store and on values that do not
/// change, which is how TCA views are written.
public struct WithViewStore<ViewState, ViewAction, Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let makeViewStore: @MainActor () -> ViewStore<ViewState, ViewAction>
  private let storeHost: any StoreHost
  private let content: @MainActor (ViewStore<ViewState, ViewAction>) -> Content

  /// Observes `store` through `toViewState`; view actions become store actions through
  /// `fromViewAction`; states that `isDuplicate` calls equal do not re-render.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping @MainActor (State) -> ViewState,
    send fromViewAction: @escaping @MainActor (ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool,
    @ViewBuilder content: @escaping @MainActor (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.makeViewStore = {
      ViewStore(store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate)
    }
    self.storeHost = store.host
    self.content = content
  }

  /// Observes `store` through `toViewState`; states that `isDuplicate` calls equal do not
  /// re-render.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping @MainActor (State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool,
    @ViewBuilder content: @escaping @MainActor (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(
      store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate, content: content
    )
  }

  /// Observes a view store that the view already holds, the way SwiftUI's
  /// `@ObservedObject var viewStore` does: the content is evaluated again when its state
  /// changes.
  ///
  /// ```swift
  /// struct LoginView: View {
  ///   let store: StoreOf<LoginFeature>
  ///   let viewStore: ViewStore<LoginFeature.State, LoginFeature.Action.ViewAction>
  ///
  ///   var body: some View {
  ///     WithViewStore(viewStore) { viewStore in
  ///       Button("Log in") { viewStore.send(.loginButtonTapped) }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The first view store a place on screen receives is the one it keeps observing; a view
  /// that is rebuilt with a new view store of the same store reads the same state through it.
  public init(
    _ viewStore: ViewStore<ViewState, ViewAction>,
    @ViewBuilder content: @escaping @MainActor (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.makeViewStore = { viewStore }
    self.storeHost = viewStore.host
    self.content = content
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let record = renderer.subtree(at: context, for: Self.self) { record in
      let viewStore = makeViewStore()
      record.subscription = viewStore.subscribe { [weak record, weak renderer] in
        guard let record else { return }
        renderer?.markDirty(record)
      }
      return viewStore
    }
    renderer.observe(storeHost)
    guard let viewStore = record.state as? ViewStore<ViewState, ViewAction> else { return [] }
    let content = content
    let contentContext = context.appending(.index(0))
    record.evaluate = { renderer in
      renderer.countViewStoreEvaluation()
      return renderer.render(content(viewStore), in: contentContext)
    }
    return [.cached(record)]
  }
}

extension WithViewStore where ViewState: Equatable {
  /// Observes `store` through `toViewState`, sending view actions through `fromViewAction`;
  /// equal view states do not re-render.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping @MainActor (State) -> ViewState,
    send fromViewAction: @escaping @MainActor (ViewAction) -> Action,
    @ViewBuilder content: @escaping @MainActor (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(
      store,
      observe: toViewState,
      send: fromViewAction,
      removeDuplicates: { $0 == $1 },
      content: content
    )
  }

  /// Observes `store` through `toViewState`; equal view states do not re-render.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping @MainActor (State) -> ViewState,
    @ViewBuilder content: @escaping @MainActor (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(
      store, observe: toViewState, send: { $0 }, removeDuplicates: { $0 == $1 }, content: content
    )
  }

  /// Observes view state built from a `BindingViewStore`, as in
  /// `WithViewStore(store, observe: ViewState.init) { viewStore in ... }`; the view state's
  /// `@BindingViewState` fields give bindings with `viewStore.$field`.
  /// A closure that fits both, such as `{ _ in ViewState() }`, picks the plain overload.
  @_disfavoredOverload
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping @MainActor (BindingViewStore<State>) -> ViewState,
    @ViewBuilder content: @escaping @MainActor (ViewStore<ViewState, ViewAction>) -> Content
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.makeViewStore = { ViewStore(store, observe: toViewState) }
    self.storeHost = store.host
    self.content = content
  }
}

/// Renders its content once and reuses the rendering afterwards; the views inside that observe
/// a store still re-render themselves. A ``ForEachStore`` row is one.
struct CachedView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  /// Makes the content; `nil` renders nothing.
  let makeContent: @MainActor () -> Content?

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let record = renderer.subtree(at: context, for: Self.self) { _ in nil }
    let makeContent = makeContent
    let contentContext = context.appending(.index(0))
    record.evaluate = { renderer in renderer.render(makeContent(), in: contentContext) }
    return [.cached(record)]
  }
}
