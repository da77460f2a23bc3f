import HeadlessUI
import RuntimeTesting
import Testing

private struct Preferences: Reducer {
  struct State: Equatable {
    var isHapticFeedbackEnabled = true
    @BindingState var protectMyPosts = false
    var log: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case isHapticFeedbackEnabledChanged(Bool)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case let .isHapticFeedbackEnabledChanged(isEnabled):
        state.log.append("haptics \(isEnabled)")
        state.isHapticFeedbackEnabled = isEnabled
      case .binding:
        state.log.append("binding")
      }
      return .none
    }
  }
}

private struct PreferencesView: View {
  let store: StoreOf<Preferences>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Form {
        Toggle(
          "Haptic feedback",
          isOn: viewStore.binding(
            get: \.isHapticFeedbackEnabled,
            send: { .isHapticFeedbackEnabledChanged($0) }
          )
        )
        Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
      }
    }
  }
}

@MainActor
@Suite struct ToggleTests {
  @Test func rendersCheckboxes() throws {
    let store = Store(initialState: Preferences.State()) { Preferences() }
    let host = ViewHost(PreferencesView(store: store))
    #expect(host.screen == "[x] Haptic feedback\n[ ] Protect my posts")
    #expect(try host.node("Protect my posts").value == "off")
    #expect(try host.node("Protect my posts").kind == .toggle)
  }

  @Test func bindingGetSendSendsTheViewsAction() throws {
    let store = Store(initialState: Preferences.State()) { Preferences() }
    let host = ViewHost(PreferencesView(store: store))
    try host.toggle("Haptic feedback")
    #expect(store.currentState.log == ["haptics false"])
    #expect(host.screen == "[ ] Haptic feedback\n[ ] Protect my posts")
  }

  @Test func bindingStateSendsABindingAction() throws {
    let store = Store(initialState: Preferences.State()) { Preferences() }
    let host = ViewHost(PreferencesView(store: store))
    try host.toggle("Protect my posts")
    #expect(store.currentState.protectMyPosts)
    #expect(store.currentState.log == ["binding"])
    try host.toggle("Protect my posts")
    #expect(!store.currentState.protectMyPosts)
    #expect(host.screen == "[x] Haptic feedback\n[ ] Protect my posts")
  }

  @Test func disabledToggleCannotBeFlipped() {
    let store = Store(initialState: Preferences.State()) { Preferences() }
    let host = ViewHost(PreferencesView(store: store).disabled(true))
    #expect(host.screen == "[x] Haptic feedback disabled\n[ ] Protect my posts disabled")
    #expect(throws: ViewHostError.self) { try host.toggle("Protect my posts") }
    #expect(store.currentState.log.isEmpty)
  }
}
