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

/// Inside a ``SwitchStore``, shows a view with a store of one case of the enum state.
///
/// ```swift
/// CaseLet(/AppFeature.State.loggedIn, action: AppFeature.Action.loggedIn) { store in
///   HomeView(store: store)
/// }
/// ```
///
/// Used elsewhere, or for a case the state is not in, it shows a warning line instead.
public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View>: View,
  PrimitiveView
{
  public typealias Body = Never

  private let toCaseState: AnyCasePath<EnumState, CaseState>
  private let fromCaseAction: @MainActor (CaseAction) -> EnumAction
  private let content: @MainActor (Store<CaseState, CaseAction>) -> Content

  /// Shows `content` with a store of the case that `toCaseState` extracts; its actions are
  /// embedded with `fromCaseAction`.
  public init(
    _ toCaseState: AnyCasePath<EnumState, CaseState>,
    action fromCaseAction: @escaping @MainActor (CaseAction) -> EnumAction,
    @ViewBuilder then content:
      @escaping @MainActor (_ store: Store<CaseState, CaseAction>) ->
      Content
  ) {
    self.toCaseState = toCaseState
    self.fromCaseAction = fromCaseAction
    self.content = content
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    guard let store = context.switchStore as? Store<EnumState, EnumAction> else {
      return warning("CaseLet over \(EnumState.self) is not inside a SwitchStore of it", context)
    }
    let toCaseState = toCaseState
    guard var last = toCaseState.extract(from: store.currentState) else {
      return warning("CaseLet: the state is not in the case of \(CaseState.self)", context)
    }
    let caseStore = store.scope(
      state: { state in
        if let caseState = toCaseState.extract(from: state) { last = caseState }
        return last
      },
      action: fromCaseAction
    )
    return renderer.render(content(caseStore), in: context.appending(.index(0)))
  }

  private func warning(_ message: String, _ context: RenderContext) -> [Fragment] {
    [.leaf(ViewNode(.text, label: "⚠️ " + message, environment: context.environment))]
  }
}

/// Makes a ``SwitchStore``'s store available to the ``CaseLet``s inside it.
struct SwitchStoreScope<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let store: AnyObject
  let content: Content

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var context = context.appending(.index(0))
    context.switchStore = store
    return renderer.render(content, in: context)
  }
}
