// Views in the observation era's spelling: they read `store.field` in `body`, with no
// `observe:` closure, and re-render only when a field they read changes.
import HeadlessUI
import RuntimeTesting
import Testing

private struct Profile: Reducer {
  struct State: Equatable, ObservableState {
    var name = "Blob"
    var city = "Seoul"
    var visits = 0
    var unread1 = 0, unread2 = 0, unread3 = 0, unread4 = 0, unread5 = 0, unread6 = 0
    var unread7 = 0, unread8 = 0, unread9 = 0, unread10 = 0, unread11 = 0, unread12 = 0
    var unread13 = 0, unread14 = 0, unread15 = 0, unread16 = 0, unread17 = 0
    var query = ""
    var message = ""
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case visited
    case somethingElseChanged
    case queryChanged(String)
    case queryChangeDebounced
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .visited: state.visits += 1
      case .somethingElseChanged: state.unread9 += 1
      case let .queryChanged(query): state.query = query
      case .binding, .queryChangeDebounced: break
      }
      return .none
    }
  }
}

extension Profile.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var queryChanged: AnyCasePath<Profile.Action, String> { /Profile.Action.queryChanged }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// Reads 3 of the state's 20 fields.
private struct ProfileView: View {
  let store: StoreOf<Profile>

  var body: some View {
    Text("\(store.name) from \(store.city)")
    Text("Visits: \(store.visits)")
  }
}

/// The seed's search field: a binding that sends an action, and a debounce driven by the view.
private struct QueryView: View {
  @Bindable var store: StoreOf<Profile>
  @Dependency(\.continuousClock) var clock

  var body: some View {
    TextField("Query", text: $store.query.sending(\.queryChanged))
      .task(id: store.query) {
        do {
          try await clock.sleep(for: .milliseconds(300))
          await store.send(.queryChangeDebounced).finish()
        } catch {}
      }
  }
}

/// The seed's `@State var store` fallback, with `$store.message` bound to a plain field.
private struct MessageView: View {
  @State var store: StoreOf<Profile>

  var body: some View {
    TextField("Message", text: $store.message)
  }
}

private struct Row: Reducer {
  struct State: Equatable, Identifiable, ObservableState {
    let id: Int
    var title: String
  }

  enum Action: Equatable { case renamed(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .renamed(title) = action { state.title = title }
    return .none
  }
}

private struct Rows: Reducer {
  struct State: Equatable, ObservableState {
    var rows: IdentifiedArrayOf<Row.State>
  }

  enum Action: Equatable { case rows(IdentifiedActionOf<Row>) }

  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.rows, action: \.rows) { Row() }
  }
}

extension Rows.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var rows: AnyCasePath<Rows.Action, IdentifiedActionOf<Row>> { /Rows.Action.rows }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

private struct RowView: View {
  let store: StoreOf<Row>
  var body: some View { Text(store.title) }
}

private struct RowsView: View {
  let store: StoreOf<Rows>

  var body: some View {
    List {
      ForEachStore(store.scope(state: \.rows, action: \.rows)) { rowStore in
        RowView(store: rowStore)
      }
    }
  }
}

@MainActor
@Suite struct ObservedViewTests {
  @Test func aViewRendersAgainOnlyWhenAFieldItReadChanges() {
    let store = Store(initialState: Profile.State()) { Profile() }
    let host = ViewHost(ProfileView(store: store))
    #expect(host.screen == "Blob from Seoul\nVisits: 0")
    let bodies = host.bodyEvaluationCount(of: ProfileView.self)

    store.send(.somethingElseChanged)
    #expect(host.bodyEvaluationCount(of: ProfileView.self) == bodies)

    store.send(.visited)
    #expect(host.bodyEvaluationCount(of: ProfileView.self) == bodies + 1)
    #expect(host.screen == "Blob from Seoul\nVisits: 1")
  }

  @Test func oneRowOfAThousandRendersAloneWhenItChanges() {
    let rows = IdentifiedArray(
      uniqueElements: (0..<1_000).map { Row.State(id: $0, title: "Row \($0)") })
    let store = Store(initialState: Rows.State(rows: rows)) { Rows() }
    let host = ViewHost(RowsView(store: store))
    #expect(host.bodyEvaluationCount(of: RowView.self) == 1_000)
    let lists = host.bodyEvaluationCount(of: RowsView.self)

    store.send(.rows(.element(id: 500, action: .renamed("Renamed"))))
    #expect(host.bodyEvaluationCount(of: RowView.self) == 1_001)
    #expect(host.bodyEvaluationCount(of: RowsView.self) == lists)
    #expect(host.screen.contains("Renamed"))
  }

  @Test func sendingBindingWritesThroughTheNamedAction() async throws {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    let host = ViewHost(QueryView(store: store.store)) { $0.continuousClock = TestClock() }
    try host.type("Query", "Seoul")
    await store.receive(.queryChanged("Seoul")) { $0.query = "Seoul" }
    await store.skipInFlightEffects(strict: false)
  }

  @Test func theViewDebouncesThroughItsTaskOnTheClock() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: Profile.State()) { Profile() }
    let host = ViewHost(QueryView(store: store.store)) { $0.continuousClock = clock }
    try host.type("Query", "S")
    await store.receive(.queryChanged("S")) { $0.query = "S" }
    await clock.advance(by: .milliseconds(200))
    try host.type("Query", "Se")
    await store.receive(.queryChanged("Se")) { $0.query = "Se" }
    // The first query's wait was cancelled when the query changed: one debounced action only.
    await clock.advance(by: .milliseconds(300))
    await store.receive(.queryChangeDebounced)
    await store.finish()
    _ = host
  }

  @Test func stateFallbackBindsAPlainFieldThroughTheStore() async throws {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    let host = ViewHost(MessageView(store: store.store))
    try host.type("Message", "Hello")
    await store.receive(.binding(.set(\.message, "Hello"))) { $0.message = "Hello" }
  }
}
