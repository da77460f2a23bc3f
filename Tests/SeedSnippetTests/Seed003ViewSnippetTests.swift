// Seed 003's store views (IfLetStore, ForEachStore, SwitchStore with CaseLet), compiled
// against HeadlessUI and shown as screens.
//
// Changes from the seed, each forced by the test or by a gap in the seed's own snippet (none by
// the runtime): the features and leaf views the seed names but does not show (`Child` with
// `results`, `SearchResultsView`, `ChildView`, `LoginView`, `LogoutView`) are written out, and
// the IfLetStore's placeholder text is in English.
import HeadlessUI
import RuntimeTesting
import Testing

enum Seed003Views {
  struct SearchResults: Reducer {
    struct State: Equatable { var names: [String] }
    enum Action: Equatable { case refresh }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct Child: Reducer {
    struct State: Equatable { var results: SearchResults.State? }
    enum Action: Equatable { case results(SearchResults.Action) }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.results, action: /Action.results) { SearchResults() }
    }
  }

  struct SearchResultsView: View {
    let store: StoreOf<SearchResults>
    var body: some View {
      WithViewStore(store, observe: \.names) { viewStore in
        ForEach(viewStore.state, id: \.self) { Text($0) }
      }
    }
  }

  struct ChildSearchView: View {
    let store: StoreOf<Child>
    var body: some View {
      IfLetStore(store.scope(state: \.results, action: Child.Action.results)) {
        SearchResultsView(store: $0)
      } else: {
        Text("Loading search results...")
      }
    }
  }

  struct ChildView: View {
    let store: StoreOf<Seed003ForEach.Child>
    var body: some View {
      WithViewStore(store, observe: { $0 }) { viewStore in
        Toggle(
          "Row \(viewStore.id)", isOn: viewStore.binding(get: \.isDone, send: { _ in .toggle }))
      }
    }
  }

  struct RowsView: View {
    let store: StoreOf<Seed003ForEach.Parent>
    var body: some View {
      ForEachStore(
        self.store.scope(state: \.rows, action: { .row(id: $0, action: $1) })
      ) { childStore in
        ChildView(store: childStore)
      }
    }
  }

  typealias Parent = Seed003IfCaseLet.Parent

  struct LoginView: View {
    let store: StoreOf<Seed003IfCaseLet.Authenticated>
    var body: some View {
      WithViewStore(store, observe: \.user) { viewStore in
        Text("Logged in as \(viewStore.state)")
        Button("Log out") { viewStore.send(.logOutTapped) }
      }
    }
  }

  struct LogoutView: View {
    let store: StoreOf<Seed003IfCaseLet.Unauthenticated>
    var body: some View {
      WithViewStore(store, observe: { $0 }) { viewStore in
        Button("Log in") { viewStore.send(.logInTapped) }
      }
    }
  }

  public struct AppView: View {
    let store: StoreOf<Parent>

    public init(store: StoreOf<Parent>) {
      self.store = store
    }

    public var body: some View {
      SwitchStore(self.store) { state in
        switch state {
        case .loggedIn:
          CaseLet(/Parent.State.loggedIn, action: Parent.Action.loggedIn) { store in
            NavigationStack { LoginView(store: store) }
          }
        case .loggedOut:
          CaseLet(/Parent.State.loggedOut, action: Parent.Action.loggedOut) { store in
            NavigationStack { LogoutView(store: store) }
          }
        }
      }
    }
  }
}

@MainActor
@Suite struct Seed003ViewSnippetTests {
  @Test func ifLetStoreShowsElseUntilTheStateIsThere() {
    let empty = ViewHost(
      Seed003Views.ChildSearchView(store: Store(initialState: .init()) { Seed003Views.Child() })
    )
    #expect(empty.screen.contains("Loading search results..."))
    let loaded = ViewHost(
      Seed003Views.ChildSearchView(
        store: Store(initialState: .init(results: .init(names: ["Seoul", "Busan"]))) {
          Seed003Views.Child()
        }
      )
    )
    #expect(loaded.screen.contains("Seoul") && loaded.screen.contains("Busan"))
    #expect(!loaded.screen.contains("Loading"))
  }

  @Test func forEachStoreGivesEachRowItsOwnStore() async throws {
    typealias Feature = Seed003ForEach.Parent
    let store = TestStore(initialState: Feature.State(rows: [.init(id: 1), .init(id: 2)])) {
      Feature()
    }
    let host = ViewHost(Seed003Views.RowsView(store: store.store))
    try host.toggle("Row 2")
    await store.receive(.row(id: 2, action: .toggle)) {
      $0.rows[id: 2]?.isDone = true
      $0.doneCount = 1
    }
  }

  @Test func switchStoreShowsTheViewOfTheCurrentCase() async throws {
    let store = TestStore(initialState: Seed003Views.Parent.State.loggedOut(.init())) {
      Seed003Views.Parent()
    }
    let host = ViewHost(Seed003Views.AppView(store: store.store))
    try host.tap("Log in")
    await store.receive(.loggedOut(.logInTapped)) { $0 = .loggedIn(.init(user: "")) }
    #expect(host.screen.contains("Logged in as"))
    try host.tap("Log out")
    await store.receive(.loggedIn(.logOutTapped)) { $0 = .loggedOut(.init()) }
    #expect(host.screen.contains("Log in"))
  }
}
