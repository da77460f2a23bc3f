import RuntimeTesting
import Testing

private struct Feature: Reducer {
  struct State: Equatable {
    var name = ""
    var other = 0
    var changes: [String] = []
  }

  enum Action: Equatable {
    case setName(String)
    case bumpOther
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setName(name): state.name = name
      case .bumpOther: state.other += 1
      }
      return .none
    }
    .onChange(of: \.name) { oldValue, newValue in
      Reduce { state, _ in
        state.changes.append("\(oldValue) -> \(newValue)")
        return .none
      }
    }
  }
}

@MainActor
@Suite struct OnChangeTests {
  @Test func runsWithOldAndNewValueWhenTheValueChanged() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.setName("Blob")) {
      $0.name = "Blob"
      $0.changes = [" -> Blob"]
    }
    await store.send(.setName("Blob Jr")) {
      $0.name = "Blob Jr"
      $0.changes.append("Blob -> Blob Jr")
    }
  }

  @Test func doesNotRunWhenTheValueStaysTheSame() async {
    let store = TestStore(initialState: Feature.State(name: "Blob")) { Feature() }
    await store.send(.setName("Blob"))
    await store.send(.bumpOther) { $0.other = 1 }
  }

  /// `removeDuplicates` decides what counts as a change, for values that are not `Equatable`.
  @Test func removeDuplicatesDecidesWhatChanged() async {
    struct Counting: Reducer {
      struct State: Equatable {
        var name = ""
        var lengthChanges = 0
      }
      func reduce(into state: inout State, action: String) -> Effect<String> {
        state.name = action
        return .none
      }
    }
    let store = TestStore(initialState: Counting.State()) {
      Counting()
        .onChange(of: \.name, removeDuplicates: { $0.count == $1.count }) { _, _ in
          Reduce { state, _ in
            state.lengthChanges += 1
            return .none
          }
        }
    }
    await store.send("ab") {
      $0.name = "ab"
      $0.lengthChanges = 1
    }
    await store.send("cd") { $0.name = "cd" }
  }
}
