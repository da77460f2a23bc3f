import HeadlessUI
import RuntimeTesting
import Testing

private enum Digest: String, CaseIterable, Equatable, Sendable {
  case off, daily, weekly
}

private struct Notifications: Reducer {
  struct State: Equatable {
    @BindingState var digest = Digest.daily
    @BindingState var size = 2
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

private struct NotificationsView: View {
  let store: StoreOf<Notifications>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Picker("Digest", selection: viewStore.$digest) {
        ForEach(Digest.allCases, id: \.self) { digest in
          Text(digest.rawValue.capitalized)
        }
      }
      Picker("Size", selection: viewStore.$size) {
        Text("Small").tag(1)
        Text("Medium").tag(2)
        Text("Large").tag(3)
      }
    }
  }
}

@MainActor
@Suite struct PickerTests {
  @Test func rendersSelectionAndOptions() throws {
    let store = Store(initialState: Notifications.State()) { Notifications() }
    let host = ViewHost(NotificationsView(store: store))
    #expect(
      host.screen == """
        Digest: <Daily> (Off | Daily | Weekly)
        Size: <Medium> (Small | Medium | Large)
        """
    )
    let picker = try host.node("Digest")
    #expect(picker.kind == .picker)
    #expect(picker.options == ["Off", "Daily", "Weekly"])
    #expect(picker.value == "Daily")
  }

  @Test func selectWritesTheTaggedValue() throws {
    let store = Store(initialState: Notifications.State()) { Notifications() }
    let host = ViewHost(NotificationsView(store: store))
    try host.select("Digest", "Weekly")
    try host.select("Size", "Large")
    #expect(store.currentState.digest == .weekly)
    #expect(store.currentState.size == 3)
    #expect(try host.node("Digest").value == "Weekly")
  }

  @Test func unknownOptionIsAnErrorAndSendsNothing() {
    let store = Store(initialState: Notifications.State()) { Notifications() }
    let host = ViewHost(NotificationsView(store: store))
    #expect {
      try host.select("Digest", "Monthly")
    } throws: { error in
      "\(error)" == #"The picker "Digest" has no option "Monthly". Options: Off, Daily, Weekly."#
    }
    #expect(store.currentState.digest == .daily)
  }
}
