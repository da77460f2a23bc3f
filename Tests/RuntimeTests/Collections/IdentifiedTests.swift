// A value paired with its own id: a selection that knows its row while its value loads, as the
// reference's "navigate and load" list case study keeps one.
import Foundation
import Runtime
import RuntimeTesting
import Testing

private struct Counter: Reducer {
  struct State: Equatable, Codable {
    var count = 0
  }

  enum Action: Equatable {
    case incrementTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

private struct LoadingList: Reducer {
  struct State: Equatable {
    var counts: [Int: Int] = [1: 5, 2: 9]
    var selection: Identified<Int, Counter.State?>?
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case loaded
    case rowTapped(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none
      case .loaded:
        guard let id = state.selection?.id else { return .none }
        state.selection?.value = Counter.State(count: state.counts[id] ?? 0)
        return .none
      case let .rowTapped(id):
        state.selection = Identified(nil, id: id)
        return .none
      }
    }
    .ifLet(\.selection, action: /Action.counter) {
      EmptyReducer()
        .ifLet(\.value, action: /.self) { Counter() }
    }
  }
}

@MainActor
@Suite struct IdentifiedTests {
  @Test func aSelectionKeepsItsIdWhileItsValueLoadsAndChanges() async {
    let store = TestStore(initialState: LoadingList.State()) { LoadingList() }
    await store.send(.rowTapped(2)) {
      $0.selection = Identified(nil, id: 2)
    }
    await store.send(.loaded) {
      $0.selection?.value = Counter.State(count: 9)
    }
    await store.send(.counter(.incrementTapped)) {
      $0.selection?.value?.count = 10
    }
  }

  @Test func itsFieldsAreReadAndWrittenThroughIt() {
    struct Row: Equatable {
      var id: UUID
      var title: String
    }
    let id = UUID()
    var identified = Identified(Row(id: id, title: "Seoul"), id: \.id)
    #expect(identified.id == id)
    identified.title = "Paris"
    #expect(identified.value.title == "Paris")
    #expect(Identified(Row(id: id, title: "Paris"), id: { $0.id }) == identified)
  }

  @Test func itEncodesItsIdAndItsValue() throws {
    let selection = Identified(Counter.State(count: 3), id: 7)
    let data = try JSONEncoder().encode(selection)
    #expect(try JSONDecoder().decode(Identified<Int, Counter.State>.self, from: data) == selection)
  }
}
