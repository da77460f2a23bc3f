import HeadlessUI
import RuntimeTesting
import Testing

private struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  enum Action: Equatable { case toggled }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isDone.toggle()
    return .none
  }
}

private struct Todos: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = [
      Row.State(id: 1, title: "Milk"),
      Row.State(id: 2, title: "Eggs"),
    ]
  }

  enum Action: Equatable {
    case row(id: Int, action: Row.Action)
    case add(Int, String)
    case remove(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(id, title): state.rows.append(Row.State(id: id, title: title))
      case let .remove(id): state.rows.remove(id: id)
      case .row: break
      }
      return .none
    }
    .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
  }
}

private struct RowView: View {
  let store: StoreOf<Row>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Toggle(viewStore.title, isOn: viewStore.binding(get: \.isDone, send: { _ in .toggled }))
    }
  }
}

private struct TodosView: View {
  let store: StoreOf<Todos>

  var body: some View {
    List {
      ForEachStore(store.scope(state: \.rows, action: { .row(id: $0, action: $1) })) {
        RowView(store: $0)
      }
    }
  }
}

@MainActor
@Suite struct ForEachStoreTests {
  @Test func rendersARowPerElementAndRoutesActionsByID() throws {
    let store = Store(initialState: Todos.State()) { Todos() }
    let host = ViewHost(TodosView(store: store))
    #expect(host.screen == "[ ] Milk\n[ ] Eggs")
    try host.toggle("Eggs")
    #expect(store.currentState.rows[id: 2]?.isDone == true)
    #expect(store.currentState.rows[id: 1]?.isDone == false)
    #expect(host.screen == "[ ] Milk\n[x] Eggs")
  }

  @Test func aRowChangeReRendersOnlyThatRow() throws {
    let store = Store(initialState: Todos.State()) { Todos() }
    let host = ViewHost(TodosView(store: store))
    #expect(host.bodyEvaluationCount(of: RowView.self) == 2)
    let evaluations = host.viewStoreEvaluationCount
    try host.toggle("Milk")
    #expect(host.bodyEvaluationCount(of: RowView.self) == 2)
    #expect(host.viewStoreEvaluationCount == evaluations + 1)
  }

  @Test func anIDChangeRendersTheListAndOnlyTheNewRow() {
    let store = Store(initialState: Todos.State()) { Todos() }
    let host = ViewHost(TodosView(store: store))
    let evaluations = host.viewStoreEvaluationCount
    store.send(.add(3, "Bread"))
    #expect(host.screen == "[ ] Milk\n[ ] Eggs\n[ ] Bread")
    #expect(host.bodyEvaluationCount(of: RowView.self) == 3)
    #expect(host.viewStoreEvaluationCount == evaluations + 2)
    store.send(.remove(1))
    #expect(host.screen == "[ ] Eggs\n[ ] Bread")
    #expect(host.bodyEvaluationCount(of: RowView.self) == 3)
  }
}

private struct Attendee: Identifiable, Equatable {
  let id: Int
  var name: String
}

private struct AttendeesForm: View {
  @State var attendees = [Attendee(id: 1, name: "Blob"), Attendee(id: 2, name: "")]

  var body: some View {
    ForEach($attendees) { attendee in
      TextField("Attendee \(attendee.wrappedValue.id)", text: attendee.name)
    }
  }
}

@MainActor
@Suite struct BoundForEachTests {
  @Test func eachRowEditsItsElementThroughABinding() throws {
    let host = ViewHost(AttendeesForm())
    #expect(host.screen == "Attendee 1: [Blob]\nAttendee 2: []")
    try host.type("Attendee 2", "Blob Jr")
    #expect(host.screen == "Attendee 1: [Blob]\nAttendee 2: [Blob Jr]")
  }
}
