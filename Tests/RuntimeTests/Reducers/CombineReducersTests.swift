import RuntimeTesting
import Testing

private enum Action: Equatable { case tap }

@MainActor
@Suite struct CombineReducersTests {
  @Test func runsItsReducersInOrderAsOne() async {
    let store = TestStore(initialState: [String]()) {
      CombineReducers {
        Reduce<[String], Action> { state, _ in
          state.append("first")
          return .none
        }
        Reduce { state, _ in
          state.append("second")
          return .none
        }
      }
    }
    await store.send(.tap) { $0 = ["first", "second"] }
  }

  @Test func operatorsApplyToTheWholeGroup() async {
    let store = TestStore(initialState: [String]()) {
      CombineReducers {
        Reduce<[String], Action> { state, _ in
          state.append("a")
          return .none
        }
        Reduce { state, _ in
          state.append("b")
          return .none
        }
      }
      .onChange(of: \.count) { _, newValue in
        Reduce { state, _ in
          state.append("count \(newValue)")
          return .none
        }
      }
    }
    await store.send(.tap) { $0 = ["a", "b", "count 2"] }
  }
}
