// Both eras in one tree, as in a real migration: a TCA 1.3 parent scoping and presenting an
// observation-era child, and an observation-era parent scoping and presenting a 1.3 child.
import HeadlessUI
import RuntimeTesting
import Settings
import Testing

/// A 1.3 parent: `Equatable` actions, `/Action.case` paths, a `WithViewStore` view.
private struct LegacyParent: Reducer {
  struct State: Equatable {
    var pinned = ObservedNotificationsFeature.State()
    @PresentationState var sheet: ObservedNotificationsFeature.State?
  }

  enum Action: Equatable {
    case pinned(ObservedNotificationsFeature.Action)
    case sheet(PresentationAction<ObservedNotificationsFeature.Action>)
    case showSheet
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.pinned, action: /Action.pinned) { ObservedNotificationsFeature() }
    Reduce { state, action in
      if case .showSheet = action { state.sheet = ObservedNotificationsFeature.State() }
      return .none
    }
    .ifLet(\.$sheet, action: /Action.sheet) { ObservedNotificationsFeature() }
  }
}

private struct LegacyParentView: View {
  let store: StoreOf<LegacyParent>

  var body: some View {
    WithViewStore(store, observe: { $0.sheet == nil }) { viewStore in
      ObservedNotificationsView(store: store.scope(state: \.pinned, action: { .pinned($0) }))
      Button("Show") { viewStore.send(.showSheet) }
    }
    .sheet(store: store.scope(state: \.$sheet, action: { .sheet($0) })) { store in
      ObservedNotificationsView(store: store)
    }
  }
}

/// An observation-era parent: `@Reducer`, `@ObservableState`, case key paths, a view reading
/// the store.
@Reducer
private struct ObservedParent {
  @ObservableState
  struct State: Equatable {
    var pinned = NotificationsFeature.State()
    @Presents var sheet: NotificationsFeature.State?
  }

  enum Action {
    case pinned(NotificationsFeature.Action)
    case sheet(PresentationAction<NotificationsFeature.Action>)
    case showSheet
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.pinned, action: \.pinned) { NotificationsFeature() }
    Reduce { state, action in
      if case .showSheet = action { state.sheet = NotificationsFeature.State() }
      return .none
    }
    .ifLet(\.$sheet, action: \.sheet) { NotificationsFeature() }
  }
}

private struct ObservedParentView: View {
  let store: StoreOf<ObservedParent>

  var body: some View {
    NotificationsView(store: store.scope(state: \.pinned, action: \.pinned))
    Button("Show") { store.send(.showSheet) }
      .sheet(store: store.scope(state: \.$sheet, action: \.sheet)) { store in
        NotificationsView(store: store)
      }
  }
}

@MainActor
@Suite struct CrossEraCompositionTests {
  @Test func a13ParentScopesAndPresentsAnObservedChild() throws {
    let store = Store(initialState: LegacyParent.State()) { LegacyParent() }
    let host = ViewHost(LegacyParentView(store: store))
    try host.toggle("Enable notifications")
    #expect(store.currentState.pinned.enableNotifications)

    try host.tap("Show")
    #expect(host.screen.contains("[sheet]"))
    try host.dismiss()
    #expect(store.currentState.sheet == nil)
  }

  @Test func anObservedParentScopesAndPresentsA13Child() throws {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    let host = ViewHost(ObservedParentView(store: store))
    try host.toggle("Enable notifications")
    #expect(store.currentState.pinned.enableNotifications)

    try host.tap("Show")
    #expect(host.screen.contains("[sheet]"))
    store.send(.sheet(.presented(.binding(.set(\.$enableNotifications, true)))))
    #expect(store.currentState.sheet?.enableNotifications == true)
    try host.dismiss()
    #expect(store.currentState.sheet == nil)
  }
}
