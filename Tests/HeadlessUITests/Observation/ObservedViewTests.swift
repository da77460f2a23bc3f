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

/// A parent with a title of its own and a `Profile` child.
private struct Dashboard: Reducer {
  struct State: Equatable, ObservableState {
    var title = "Home"
    var profile = Profile.State()
  }

  enum Action {
    case titleChanged(String)
    case profile(Profile.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.profile, action: \.profile) { Profile() }
    Reduce { state, action in
      if case let .titleChanged(title) = action { state.title = title }
      return .none
    }
  }
}

extension Dashboard.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var profile: AnyCasePath<Dashboard.Action, Profile.Action> { /Dashboard.Action.profile }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

private struct DashboardView: View {
  let store: StoreOf<Dashboard>

  var body: some View {
    Text(store.title)
    ProfileView(store: store.scope(state: \.profile, action: \.profile))
  }
}

/// State read through every kind of path: a stored struct, a computed property, an optional,
/// and a field whose type is not `Equatable`.
private struct Paths: Reducer {
  struct Address: Equatable { var city = "Seoul", street = "Main" }
  struct Payload { var count = 0 }

  struct State: ObservableState {
    var address = Address()
    var nickname: String? = nil
    var payload = Payload()
    var unrelated = 0
    var shout: String { address.city.uppercased() }
  }

  enum Action { case moved(String), renamed(String), streetChanged, payloadTouched, other }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .moved(city): state.address.city = city
    case let .renamed(name): state.nickname = name
    case .streetChanged: state.address.street += "!"
    case .payloadTouched: state.payload.count += 0
    case .other: state.unrelated += 1
    }
    return .none
  }
}

private struct CityView: View {
  let store: StoreOf<Paths>
  var body: some View { Text(store.address.city) }
}

private struct ShoutView: View {
  let store: StoreOf<Paths>
  var body: some View { Text(store.shout) }
}

private struct NicknameView: View {
  let store: StoreOf<Paths>
  var body: some View { Text("\(store.nickname?.count ?? 0)") }
}

private struct PayloadView: View {
  let store: StoreOf<Paths>
  var body: some View { Text("\(store.payload.count)") }
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

  @Test func aChildGivenAStoreScopedByKeyPathsDoesNotRenderWithItsParent() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    let host = ViewHost(DashboardView(store: store))
    store.send(.titleChanged("Dashboard"))
    #expect(host.bodyEvaluationCount(of: DashboardView.self) == 2)
    #expect(host.bodyEvaluationCount(of: ProfileView.self) == 1)
    store.send(.profile(.visited))
    #expect(host.bodyEvaluationCount(of: ProfileView.self) == 2)
    #expect(host.screen == "Dashboard\nBlob from Seoul\nVisits: 1")
  }

  @Test func nestedComputedOptionalAndNonEquatableReadsRenderWhenWhatTheyReadChanges() {
    let store = Store(initialState: Paths.State()) { Paths() }
    let hosts = (
      city: ViewHost(CityView(store: store)), shout: ViewHost(ShoutView(store: store)),
      nickname: ViewHost(NicknameView(store: store)), payload: ViewHost(PayloadView(store: store))
    )
    func counts() -> [Int] {
      [
        hosts.city.bodyEvaluationCount(of: CityView.self),
        hosts.shout.bodyEvaluationCount(of: ShoutView.self),
        hosts.nickname.bodyEvaluationCount(of: NicknameView.self),
        hosts.payload.bodyEvaluationCount(of: PayloadView.self),
      ]
    }
    #expect(counts() == [1, 1, 1, 1])

    // A change nobody read: only the view of a non-`Equatable` field renders (it cannot tell).
    store.send(.other)
    #expect(counts() == [1, 1, 1, 2])

    // `store.address.city` reads `address`: a change of its street renders the view too.
    store.send(.streetChanged)
    #expect(counts() == [2, 1, 1, 3])
    // The computed property is compared by its value.
    store.send(.moved("Busan"))
    #expect(counts() == [3, 2, 1, 4])
    #expect(hosts.shout.screen == "BUSAN")

    // `store.nickname?.count` reads `nickname`.
    store.send(.renamed("Blobby"))
    #expect(counts() == [3, 2, 2, 5])
    store.send(.renamed("Blobby"))
    #expect(counts() == [3, 2, 2, 6], "the same nickname again renders nothing that read it")
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
