import HeadlessUI
import RuntimeTesting
import Testing

private struct Detail: View {
  let name: String
  @Environment(\.dismiss) var dismiss

  var body: some View {
    Text("About \(name)")
      .navigationTitle(name)
    Button("Done") { dismiss() }
  }
}

private struct Root: View {
  var body: some View {
    NavigationView {
      List {
        NavigationLink("Seoul") { Detail(name: "Seoul") }
        NavigationLink(destination: Detail(name: "Paris")) { Text("Paris") }
      }
      .navigationTitle("Cities")
    }
  }
}

private struct Loader: Reducer {
  struct State: Equatable { var isActive = false }
  enum Action: Equatable { case setActive(Bool) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case let .setActive(isActive) = action else { return .none }
    state.isActive = isActive
    return .none
  }
}

private struct Screen: Reducer {
  struct State: Equatable { var name: String }
  enum Action: Equatable {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {}
}

private struct Stack: Reducer {
  struct State: Equatable { var path = StackState<Screen.State>() }
  enum Action: Equatable { case path(StackAction<Screen.State, Screen.Action>) }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: /Action.path) { Screen() }
  }
}

private struct Selector: View {
  @State var selection: Int?

  var body: some View {
    NavigationStack {
      Text("Selected \(selection.map(String.init) ?? "none")")
      ForEach([1, 2], id: \.self) { row in
        NavigationLink(destination: Text("Detail \(row)"), tag: row, selection: $selection) {
          Text("Row \(row)")
        }
      }
    }
  }
}

@MainActor
@Suite struct NavigationLinkTests {
  @Test func tappingPushesTheDestinationOverTheScreenAndDismissingPopsIt() throws {
    let host = ViewHost(Root())
    #expect(host.screen == "== Cities ==\n(Seoul) >\n(Paris) >")
    try host.tap("Seoul")
    #expect(
      host.screen == "== Cities ==\n(Seoul) >\n(Paris) >\n[pushed] Seoul\n  About Seoul\n  (Done)")
    try host.tap("Done")
    #expect(host.screen == "== Cities ==\n(Seoul) >\n(Paris) >")
    try host.tap("Paris")
    try host.dismiss()
    #expect(host.screen == "== Cities ==\n(Seoul) >\n(Paris) >")
  }

  @Test func outsideANavigationStackALinkIsDisabled() {
    let host = ViewHost(NavigationLink("Seoul") { Text("About Seoul") })
    #expect(host.screen == "(Seoul) > disabled")
    #expect(throws: ViewHostError.self) { try host.tap("Seoul") }
  }

  @Test func anActiveBindingPushesAndPoppingClearsIt() throws {
    let store = Store(initialState: Loader.State()) { Loader() }
    let host = ViewHost(
      NavigationStack {
        WithViewStore(store, observe: \.isActive) { viewStore in
          NavigationLink(
            "Load", isActive: viewStore.binding(get: { $0 }, send: Loader.Action.setActive)
          ) {
            Text("Loaded")
          }
        }
      }
    )
    try host.tap("Load")
    #expect(store.currentState.isActive)
    #expect(host.screen == "(Load) >\n[pushed] \n  Loaded")
    try host.dismiss()
    #expect(!store.currentState.isActive)
  }

  @Test func aLinkWithAStatePushesItOntoTheStackStore() throws {
    let store = Store(initialState: Stack.State()) { Stack() }
    let host = ViewHost(
      NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
        NavigationLink("Go to A", state: Screen.State(name: "A"))
      } destination: { screenStore in
        WithViewStore(screenStore, observe: \.name) { Text("Screen \($0.state)") }
      }
    )
    try host.tap("Go to A")
    #expect(store.currentState.path.ids == [0])
    #expect(host.screen == "(Back)\nScreen A")
  }

  @Test func aTaggedLinkPushesWhileTheSelectionHoldsItsTag() throws {
    let host = ViewHost(Selector())
    try host.tap("Row 2")
    #expect(host.screen == "Selected 2\n(Row 1) >\n(Row 2) >\n[pushed] \n  Detail 2")
    try host.dismiss()
    #expect(host.screen == "Selected none\n(Row 1) >\n(Row 2) >")
  }

  @Test func aStackStoreBuildsItsScreensFromTheirStateWithCaseLets() throws {
    let store = Store(initialState: Stack.State()) { Stack() }
    let host = ViewHost(
      NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
        NavigationLink("Go to A", state: Screen.State(name: "A"))
      } destination: { initialState in
        Text("Pushed \(initialState.name)")
      }
    )
    try host.tap("Go to A")
    #expect(host.screen == "(Back)\nPushed A")
  }

  @Test func aStateLinkOutsideAStackStoreIsDisabled() {
    let host = ViewHost(
      NavigationStack { NavigationLink("Go to A", state: Screen.State(name: "A")) })
    #expect(host.screen == "(Go to A) > disabled")
  }
}
