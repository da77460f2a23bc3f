import HeadlessUI
import RuntimeTesting
import Testing

private enum Digest: String, CaseIterable, Equatable, Sendable {
  case off, daily, weekly
}

private struct Settings: Reducer {
  struct State: Equatable {
    @BindingState var digest = Digest.daily
    @BindingState var displayName = "Blob"
    @BindingState var isHapticFeedbackEnabled = true
    @BindingState var protectMyPosts = false
    var isLoading = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .binding(\.$displayName) = action { state.isLoading = true }
      return .none
    }
  }
}

private struct SettingsView: View {
  let store: StoreOf<Settings>

  var body: some View {
    NavigationStack {
      WithViewStore(store, observe: { $0 }) { viewStore in
        Form {
          Section("Profile") {
            TextField("Display name", text: viewStore.$displayName)
            Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
          }
          Section {
            Toggle("Haptic feedback", isOn: viewStore.$isHapticFeedbackEnabled)
            Picker("Digest", selection: viewStore.$digest) {
              ForEach(Digest.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
          }
          Section {
            Text("Version 1.0").font(.caption)
            if viewStore.isLoading { ProgressView("Saving…") }
          } header: {
            Text("About")
          }
        }
        .navigationTitle("Settings")
      }
    }
  }
}

@MainActor
@Suite struct FormTests {
  @Test func rendersSectionsWithHeadersAndIndentedRows() {
    let store = Store(initialState: Settings.State()) { Settings() }
    let host = ViewHost(SettingsView(store: store))
    assertSnapshot(of: host.screen, named: "settings-form")
    let sections = host.tree.children.first?.children.first?.children.first?.children
    #expect(sections?.map(\.kind) == [.section, .section, .section])
    #expect(sections?.map(\.label) == ["Profile", "", "About"])
  }

  @Test func drivingTheFormUpdatesTheScreen() throws {
    let store = Store(initialState: Settings.State()) { Settings() }
    let host = ViewHost(SettingsView(store: store))
    try host.type("Display name", "Blob Jr.")
    try host.toggle("Protect my posts")
    try host.toggle("Haptic feedback")
    try host.select("Digest", "Weekly")
    assertSnapshot(of: host.screen, named: "settings-form-edited")
  }
}
