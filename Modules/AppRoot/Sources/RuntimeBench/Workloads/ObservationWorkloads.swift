import HeadlessUI
import Runtime

/// The observation era: a send past a view that reads 3 of 20 fields, in both spellings, and
/// the re-render of one row of a 1,000-row list against the re-render of a 1-row list, and what
/// reading the assembled tree after it adds.
@MainActor
enum ObservationWorkloads {
  static func run(_ initial: Harness) -> Harness {
    var harness = initial
    harness.measure(
      "send past a ViewStore view reading 3 of 20 fields", group: "observation",
      setup: { () -> (StoreOf<TwentyFields>, ViewHost) in
        let store = Store(initialState: TwentyFields.State()) { TwentyFields() }
        return (store, ViewHost(TwentyFieldsViewStoreView(store: store)))
      }
    ) { context, iterations in
      for _ in 0..<iterations { context.0.send(.unreadChanged) }
    }
    harness.measure(
      "send past an observing view reading 3 of 20 fields", group: "observation",
      target: .atMost(1.5, times: "send past a ViewStore view reading 3 of 20 fields"),
      setup: { () -> (StoreOf<TwentyFields>, ViewHost) in
        let store = Store(initialState: TwentyFields.State()) { TwentyFields() }
        return (store, ViewHost(TwentyFieldsObservingView(store: store)))
      }
    ) { context, iterations in
      let bodies = context.1.bodyEvaluationCount(of: TwentyFieldsObservingView.self)
      for _ in 0..<iterations { context.0.send(.unreadChanged) }
      precondition(
        context.1.bodyEvaluationCount(of: TwentyFieldsObservingView.self) == bodies,
        "a change of a field the view did not read evaluated its body"
      )
    }
    for rows in [1, 1_000] {
      harness.measure(
        "re-render one changed row of \(rows.formatted())", group: "observation",
        target: rows == 1 ? nil : .atMost(2, times: "re-render one changed row of 1"),
        setup: { () -> (StoreOf<TitledRows>, ViewHost) in
          let store = Store(initialState: TitledRows.State(count: rows)) { TitledRows() }
          return (store, ViewHost(TitledRowsView(store: store)))
        }
      ) { context, iterations in
        let rowBodies = context.1.bodyEvaluationCount(of: TitledRowView.self)
        for _ in 0..<iterations { context.0.send(.rows(.element(id: 0, action: .toggled))) }
        precondition(
          context.1.bodyEvaluationCount(of: TitledRowView.self) == rowBodies + iterations,
          "a change of one row rendered other rows"
        )
      }
    }
    harness.measure(
      "re-render one row of 1,000, then read the whole tree", group: "observation",
      setup: { () -> (StoreOf<TitledRows>, ViewHost) in
        let store = Store(initialState: TitledRows.State(count: 1_000)) { TitledRows() }
        return (store, ViewHost(TitledRowsView(store: store)))
      }
    ) { context, iterations in
      for _ in 0..<iterations {
        context.0.send(.rows(.element(id: 0, action: .toggled)))
        precondition(context.1.tree.children.count == 1, "the list is not on screen")
      }
    }
    return harness
  }
}

/// State with 20 fields, of which the views read 3.
struct TwentyFields: Reducer {
  struct State: Equatable, ObservableState {
    var title = "Title", subtitle = "Subtitle", count = 0
    var f4 = 0, f5 = 0, f6 = 0, f7 = 0, f8 = 0, f9 = 0, f10 = 0, f11 = 0, f12 = 0
    var f13 = 0, f14 = 0, f15 = 0, f16 = 0, f17 = 0, f18 = 0, f19 = 0, unread = 0
  }

  enum Action: Equatable { case unreadChanged }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.unread += 1
    return .none
  }
}

/// The 1.3 spelling: a `ViewState` of the 3 fields, observed through a `ViewStore`.
struct TwentyFieldsViewStoreView: View {
  struct ViewState: Equatable {
    let title: String
    let subtitle: String
    let count: Int
  }

  let store: StoreOf<TwentyFields>

  var body: some View {
    WithViewStore(
      store, observe: { ViewState(title: $0.title, subtitle: $0.subtitle, count: $0.count) }
    ) {
      viewStore in
      Text("\(viewStore.title): \(viewStore.subtitle) (\(viewStore.count))")
    }
  }
}

/// The observation era's spelling: the body reads the 3 fields from the store.
struct TwentyFieldsObservingView: View {
  let store: StoreOf<TwentyFields>

  var body: some View {
    Text("\(store.title): \(store.subtitle) (\(store.count))")
  }
}

/// A row whose title flips between two values on every action.
struct TitledRow: Reducer {
  struct State: Equatable, Identifiable, ObservableState {
    let id: Int
    var title: String
  }

  enum Action: Equatable { case toggled }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.title = state.title == "Even" ? "Odd" : "Even"
    return .none
  }
}

/// A list of ``TitledRow``s.
struct TitledRows: Reducer {
  struct State: Equatable, ObservableState {
    var rows: IdentifiedArrayOf<TitledRow.State>

    init(count: Int) {
      rows = IdentifiedArray(
        uniqueElements: (0..<count).map { TitledRow.State(id: $0, title: "Row \($0)") })
    }
  }

  enum Action: Equatable { case rows(IdentifiedActionOf<TitledRow>) }

  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.rows, action: \.rows) { TitledRow() }
  }
}

extension TitledRows.Action: CasePathable {
  struct AllCasePaths {
    var rows: AnyCasePath<TitledRows.Action, IdentifiedActionOf<TitledRow>> {
      /TitledRows.Action.rows
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

struct TitledRowView: View {
  let store: StoreOf<TitledRow>
  var body: some View { Text(store.title) }
}

struct TitledRowsView: View {
  let store: StoreOf<TitledRows>

  var body: some View {
    List {
      ForEachStore(store.scope(state: \.rows, action: \.rows)) { TitledRowView(store: $0) }
    }
  }
}
