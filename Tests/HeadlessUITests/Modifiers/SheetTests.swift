import HeadlessUI
import RuntimeTesting
import Testing

private struct Preferences: Reducer {
  struct State: Equatable {
    @BindingState var isDarkModeOn = false
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case doneTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

private struct Note: Reducer {
  struct State: Equatable { var text: String }
  enum Action: Equatable {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {}
}

private struct Home: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    @PresentationState var note: Note.State?
    var log: [String] = []
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case note(PresentationAction<Note.Action>)
    case settingsTapped
    case noteTapped
    case doneTapped
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case settings(Preferences.State)
    }

    enum Action: Equatable {
      case settings(Preferences.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: /State.settings, action: /Action.settings) { Preferences() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .settingsTapped:
        state.destination = .settings(Preferences.State())
      case .noteTapped:
        state.note = Note.State(text: "Buy milk")
      case .doneTapped:
        state.log.append("base done")
      case .destination(.presented(.settings(.doneTapped))):
        state.log.append("settings done")
        state.destination = nil
      case .destination(.dismiss):
        state.log.append("destination dismiss")
      case .note(.dismiss):
        state.log.append("note dismiss")
      case .destination, .note:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
    .ifLet(\.$note, action: /Action.note) { Note() }
  }
}

private struct PreferencesView: View {
  let store: StoreOf<Preferences>

  var body: some View {
    NavigationStack {
      WithViewStore(store, observe: { $0 }) { viewStore in
        Form {
          Toggle("Dark mode", isOn: viewStore.$isDarkModeOn)
          Button("Done") { viewStore.send(.doneTapped) }
        }
        .navigationTitle("Settings")
      }
    }
  }
}

private struct HomeView: View {
  let store: StoreOf<Home>

  var body: some View {
    NavigationStack {
      VStack {
        Button("Settings") { store.send(.settingsTapped) }
        Button("Note") { store.send(.noteTapped) }
        Button("Done") { store.send(.doneTapped) }
      }
      .navigationTitle("Home")
    }
    .sheet(
      store: store.scope(state: \.$destination, action: { .destination($0) }),
      state: /Home.Destination.State.settings,
      action: Home.Destination.Action.settings
    ) { store in
      PreferencesView(store: store)
    }
    .sheet(store: store.scope(state: \.$note, action: { .note($0) })) { store in
      WithViewStore(store, observe: \.text) { viewStore in
        Text(viewStore.state)
      }
    }
  }
}

@MainActor
@Suite struct SheetTests {
  @Test func presentsTheSheetAsAnIndentedBlockAfterTheScreen() throws {
    let store = Store(initialState: Home.State()) { Home() }
    let host = ViewHost(HomeView(store: store))
    #expect(host.screen == "== Home ==\n(Settings)\n(Note)\n(Done)")
    try host.tap("Settings")
    assertSnapshot(of: host.screen, named: "sheet-settings")
    #expect(host.tree.first { $0.kind == .sheet }?.children.first?.label == "Settings")
  }

  @Test func drivesTheSheetsFeature() throws {
    let store = Store(initialState: Home.State()) { Home() }
    let host = ViewHost(HomeView(store: store))
    try host.tap("Settings")
    try host.toggle("Dark mode")
    guard case let .settings(settings) = store.currentState.destination else {
      Issue.record("settings are not presented")
      return
    }
    #expect(settings.isDarkModeOn)
    #expect(host.screen.contains("  [x] Dark mode"))
  }

  @Test func theTopmostPresentationWinsALabel() throws {
    let store = Store(initialState: Home.State()) { Home() }
    let host = ViewHost(HomeView(store: store))
    try host.tap("Settings")
    try host.tap("Done")
    #expect(store.currentState.log == ["settings done"])
    #expect(store.currentState.destination == nil)
    #expect(host.screen == "== Home ==\n(Settings)\n(Note)\n(Done)")
    try host.tap("Done")
    #expect(store.currentState.log == ["settings done", "base done"])
  }

  @Test func labelsOnlyOnTheScreenBelowCanStillBeDriven() throws {
    let store = Store(initialState: Home.State()) { Home() }
    let host = ViewHost(HomeView(store: store))
    try host.tap("Settings")
    try host.tap("Note")
    #expect(store.currentState.note == Note.State(text: "Buy milk"))
    #expect(
      host.screen.hasSuffix(
        "[sheet]\n  == Settings ==\n  [ ] Dark mode\n  (Done)\n[sheet]\n  Buy milk"
      )
    )
  }

  @Test func dismissSendsDismissToTheTopmostSheet() throws {
    let store = Store(initialState: Home.State()) { Home() }
    let host = ViewHost(HomeView(store: store))
    try host.tap("Settings")
    try host.tap("Note")
    try host.dismiss()
    #expect(store.currentState.log == ["note dismiss"])
    #expect(store.currentState.note == nil)
    try host.dismiss()
    #expect(store.currentState.log == ["note dismiss", "destination dismiss"])
    #expect(store.currentState.destination == nil)
    #expect(host.screen == "== Home ==\n(Settings)\n(Note)\n(Done)")
  }

  @Test func dismissWithNothingPresentedIsAnError() {
    let store = Store(initialState: Home.State()) { Home() }
    let host = ViewHost(HomeView(store: store))
    #expect {
      try host.dismiss()
    } throws: { error in
      "\(error)" == """
        Nothing is presented, so nothing can be dismissed. Controls on screen: button \
        "Settings", button "Note", button "Done".
        """
    }
    #expect(store.currentState.log.isEmpty)
  }
}
