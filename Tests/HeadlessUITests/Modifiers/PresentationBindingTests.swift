import HeadlessUI
import RuntimeTesting
import Testing

private struct Pusher: View {
  @State var isPushed = false
  @State var isCovered = false
  @State var dismissals = 0

  var body: some View {
    NavigationStack {
      Button("Push") { isPushed = true }
        .navigationDestination(isPresented: $isPushed) {
          Text("Pushed").navigationTitle("Detail")
        }
      Button("Cover") { isCovered = true }
        .sheet(isPresented: $isCovered, onDismiss: { dismissals += 1 }) { Text("Cover") }
      Text("Dismissed \(dismissals)")
    }
    .navigationBarItems(trailing: Button("Add") {})
  }
}

private struct SearchField: View {
  @FocusState var isFocused: Bool

  var body: some View {
    TextField("City", text: .constant("")).focused($isFocused)
    Text(isFocused ? "Searching" : "Idle")
  }
}

private struct Child: Reducer {
  struct State: Equatable { var name = "Blob" }
  enum Action: Equatable {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {}
}

private struct Parent: Reducer {
  struct State: Equatable {
    @PresentationState var child: Child.State?
  }

  enum Action: Equatable {
    case child(PresentationAction<Child.Action>)
    case showTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .showTapped = action { state.child = Child.State() }
      return .none
    }
    .ifLet(\.$child, action: /Action.child) { Child() }
  }
}

@MainActor
@Suite struct PresentationBindingTests {
  @Test func aBoundDestinationIsPushedAndPoppingClearsTheBinding() throws {
    let host = ViewHost(Pusher())
    #expect(host.screen == "(Push)\n(Cover)\nDismissed 0\n(Add)")
    try host.tap("Push")
    #expect(host.screen == "(Push)\n(Cover)\nDismissed 0\n(Add)\n[pushed] Detail\n  Pushed")
    try host.tap("Cover")
    try host.dismiss()
    #expect(host.screen == "(Push)\n(Cover)\nDismissed 1\n(Add)\n[pushed] Detail\n  Pushed")
    try host.dismiss()
    #expect(host.screen == "(Push)\n(Cover)\nDismissed 1\n(Add)")
  }

  @Test func aBoolFocusStateFollowsTheFieldTypedInto() throws {
    let host = ViewHost(SearchField())
    #expect(host.screen == "City: []\nIdle")
    try host.type("City", "Seoul")
    #expect(host.screen == "City: [] focused\nSearching")
  }

  @Test func aFullScreenCoverAndAPopoverAreSheets() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    let scoped = store.scope(state: \.$child, action: { .child($0) })
    let host = ViewHost(
      VStack {
        Button("Show") { store.send(.showTapped) }
          .fullScreenCover(store: scoped) { store in
            WithViewStore(store, observe: \.name) { Text("Cover \($0.state)") }
          }
          .popover(store: scoped) { store in
            WithViewStore(store, observe: \.name) { Text("Popover \($0.state)") }
          }
          .navigationDestination(store: scoped) { store in
            WithViewStore(store, observe: \.name) { Text("Pushed \($0.state)") }
          }
      }
    )
    try host.tap("Show")
    #expect(
      host.screen
        == "(Show)\n[sheet]\n  Cover Blob\n[sheet]\n  Popover Blob\n[pushed] \n  Pushed Blob")
    try host.dismiss()
    #expect(store.currentState.child == nil)
  }

  @Test func anEnvironmentValueReadsItsDefaultOutsideARender() {
    let view = EnvironmentReader()
    #expect(view.colorScheme == .light)
    #expect(ViewHost(view.environment(\.colorScheme, .dark)).screen == "dark")
  }
}

private struct EnvironmentReader: View {
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    Text("\(colorScheme)")
  }
}
