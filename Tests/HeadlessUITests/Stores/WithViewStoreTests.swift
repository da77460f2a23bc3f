import HeadlessUI
import RuntimeTesting
import Testing

private struct Notifications: Reducer {
  struct State: Equatable {
    @BindingState var enableNotifications = false
    @BindingState var sendEmailNotifications = false
    var unrelated = 0
    var log: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case view(ViewAction)
    case unrelatedChanged
  }

  enum ViewAction: Equatable { case refreshTapped }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding: state.log.append("binding")
      case .view(.refreshTapped): state.log.append("refresh")
      case .unrelatedChanged: state.unrelated += 1
      }
      return .none
    }
  }
}

private struct NotificationsView: View {
  let store: StoreOf<Notifications>

  struct ViewState: Equatable {
    @BindingViewState var enableNotifications: Bool
    @BindingViewState var sendEmailNotifications: Bool

    // BindingViewStore is main-actor isolated, so this initializer is too.
    @MainActor
    init(bindingViewStore: BindingViewStore<Notifications.State>) {
      self._enableNotifications = bindingViewStore.$enableNotifications
      self._sendEmailNotifications = bindingViewStore.$sendEmailNotifications
    }
  }

  var body: some View {
    WithViewStore(store, observe: ViewState.init) { viewStore in
      Toggle("Enable notifications", isOn: viewStore.$enableNotifications)
      Toggle("Send email notifications", isOn: viewStore.$sendEmailNotifications)
        .disabled(!viewStore.enableNotifications)
    }
  }
}

private struct RefreshView: View {
  let store: StoreOf<Notifications>

  var body: some View {
    WithViewStore(
      store,
      observe: { $0.log.count },
      send: { .view($0) },
      removeDuplicates: { $0 / 10 == $1 / 10 }
    ) { viewStore in
      Text("Tens of entries: \(viewStore.state / 10)")
      Button("Refresh") { viewStore.send(.refreshTapped) }
    }
  }
}

@MainActor
@Suite struct WithViewStoreTests {
  @Test func bindingViewStateGivesBindingsThroughViewState() throws {
    let store = Store(initialState: Notifications.State()) { Notifications() }
    let host = ViewHost(NotificationsView(store: store))
    #expect(host.screen == "[ ] Enable notifications\n[ ] Send email notifications disabled")
    try host.toggle("Enable notifications")
    try host.toggle("Send email notifications")
    #expect(store.currentState.sendEmailNotifications)
    #expect(store.currentState.log == ["binding", "binding"])
    #expect(host.screen == "[x] Enable notifications\n[x] Send email notifications")
  }

  @Test func viewStateChangesOnlyForObservedFields() {
    let store = Store(initialState: Notifications.State()) { Notifications() }
    let host = ViewHost(NotificationsView(store: store))
    let evaluations = host.viewStoreEvaluationCount
    store.send(.unrelatedChanged)
    #expect(host.viewStoreEvaluationCount == evaluations)
  }

  @Test func sendMapsViewActionsAndRemoveDuplicatesFiltersChanges() throws {
    let store = Store(initialState: Notifications.State()) { Notifications() }
    let host = ViewHost(RefreshView(store: store))
    for _ in 1...9 { try host.tap("Refresh") }
    #expect(store.currentState.log.count == 9)
    #expect(host.screen.hasPrefix("Tens of entries: 0"))
    #expect(host.renderCount == 1)
    try host.tap("Refresh")
    #expect(host.screen.hasPrefix("Tens of entries: 1"))
    #expect(host.renderCount == 2)
  }
}
