import HeadlessUI
import RuntimeTesting
import Testing

private struct Trash: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var destination: Destination?
    var log: [String] = []
  }

  enum Destination: Equatable {
    case info(AlertState<Action.Info>)
  }

  enum DestinationAction: Equatable {
    case info(Action.Info)
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<DestinationAction>)
    case deleteTapped
    case emptyTapped
    case infoTapped

    enum Alert: Equatable { case confirmDelete }
    enum Info: Equatable { case learnMore }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete everything?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("This cannot be undone.")
        }
      case .emptyTapped:
        state.alert = AlertState { TextState("Nothing to delete") }
      case .infoTapped:
        state.destination = .info(
          AlertState {
            TextState("About the trash")
          } actions: {
            ButtonState(action: .learnMore) { TextState("Learn more") }
          }
        )
      case .alert(.presented(.confirmDelete)):
        state.log.append("confirmDelete")
      case .alert(.dismiss):
        state.log.append("alert dismiss")
      case .destination(.presented(.info(.learnMore))):
        state.log.append("learnMore")
      case .destination(.dismiss):
        state.log.append("destination dismiss")
      }
      return .none
    }
    .ifLet(\.$alert, action: /Action.alert) { EmptyReducer() }
    .ifLet(\.$destination, action: /Action.destination) { EmptyReducer() }
  }
}

private struct TrashView: View {
  let store: StoreOf<Trash>

  var body: some View {
    VStack {
      Button("Delete") { store.send(.deleteTapped) }
      Button("Empty") { store.send(.emptyTapped) }
      Button("Info") { store.send(.infoTapped) }
    }
    .alert(store: store.scope(state: \.$alert, action: { .alert($0) }))
    .alert(
      store: store.scope(state: \.$destination, action: { .destination($0) }),
      state: /Trash.Destination.info,
      action: Trash.DestinationAction.info
    )
  }
}

@MainActor
@Suite struct AlertTests {
  @Test func rendersTitleMessageAndButtons() throws {
    let store = Store(initialState: Trash.State()) { Trash() }
    let host = ViewHost(TrashView(store: store))
    try host.tap("Delete")
    assertSnapshot(of: host.screen, named: "alert-delete")
    let alert = try #require(host.tree.first { $0.kind == .alert })
    #expect(alert.label == "Delete everything?")
    #expect(alert.children.map(\.kind) == [.text, .button, .button])
    #expect(alert.children.map(\.role) == [nil, .destructive, .cancel])
  }

  @Test func buttonWithActionSendsPresentedAction() throws {
    let store = Store(initialState: Trash.State()) { Trash() }
    let host = ViewHost(TrashView(store: store))
    try host.tap("Delete")
    try host.tap("Delete")
    #expect(store.currentState.log == ["confirmDelete"])
    #expect(store.currentState.alert == nil)
    #expect(host.screen == "(Delete)\n(Empty)\n(Info)")
  }

  @Test func cancelButtonWithoutActionSendsDismiss() throws {
    let store = Store(initialState: Trash.State()) { Trash() }
    let host = ViewHost(TrashView(store: store))
    try host.tap("Delete")
    try host.tap("Cancel")
    #expect(store.currentState.log == ["alert dismiss"])
    #expect(store.currentState.alert == nil)
  }

  @Test func alertWithoutButtonsShowsOK() throws {
    let store = Store(initialState: Trash.State()) { Trash() }
    let host = ViewHost(TrashView(store: store))
    try host.tap("Empty")
    #expect(host.screen.hasSuffix("[alert] Nothing to delete\n  (OK)"))
    try host.tap("OK")
    #expect(store.currentState.log == ["alert dismiss"])
  }

  @Test func dismissSendsDismiss() throws {
    let store = Store(initialState: Trash.State()) { Trash() }
    let host = ViewHost(TrashView(store: store))
    try host.tap("Empty")
    try host.dismiss()
    #expect(store.currentState.log == ["alert dismiss"])
    #expect(!host.screen.contains("[alert]"))
  }

  @Test func destinationCaseAlert() throws {
    let store = Store(initialState: Trash.State()) { Trash() }
    let host = ViewHost(TrashView(store: store))
    try host.tap("Info")
    #expect(host.screen.hasSuffix("[alert] About the trash\n  (Learn more)"))
    try host.tap("Learn more")
    #expect(store.currentState.log == ["learnMore"])
    #expect(store.currentState.destination == nil)
  }

  @Test func anAlertOfViewsRunsItsButtonsActionThenDismisses() throws {
    var isPresented = true
    var log: [String] = []
    let view = Text("Inbox").alert(
      isPresented: Binding(get: { isPresented }, set: { isPresented = $0 })
    ) {
      Alert(
        title: Text("Empty the trash?"),
        message: Text("This cannot be undone."),
        primaryButton: .destructive(Text("Empty")) { log.append("emptied") },
        secondaryButton: .cancel()
      )
    }
    let host = ViewHost(view)
    #expect(
      host.screen
        == "Inbox\n[alert] Empty the trash?\n  This cannot be undone.\n  (Empty) destructive\n  (Cancel)"
    )
    let alert = try #require(host.tree.first { $0.kind == .alert })
    #expect(alert.children.map(\.role) == [nil, .destructive, .cancel])
    try host.tap("Empty")
    #expect(log == ["emptied"])
    #expect(!isPresented)
  }

  @Test func anItemAlertShowsOKAndDismissingClearsTheItem() throws {
    struct Fact: Identifiable {
      var id: String
    }
    var fact: Fact? = Fact(id: "7 is prime")
    let view = Text("Facts").alert(item: Binding(get: { fact }, set: { fact = $0 })) {
      Alert(title: Text($0.id))
    }
    let host = ViewHost(view)
    #expect(host.screen == "Facts\n[alert] 7 is prime\n  (OK)")
    try host.dismiss()
    #expect(fact == nil)
  }
}
