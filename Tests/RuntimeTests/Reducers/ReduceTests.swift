import RuntimeTesting
import Testing

private enum Action: Equatable { case increment, incremented }

private struct Incrementer: Reducer {
  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    guard action == .increment else { return .none }
    state += 1
    return .send(.incremented)
  }
}

@MainActor
@Suite struct ReduceTests {
  @Test func closureChangesStateAndReturnsItsEffect() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { state, action in
        guard action == .increment else { return .none }
        state += 10
        return .send(.incremented)
      }
    }
    await store.send(.increment) { $0 = 10 }
    await store.receive(.incremented)
  }

  @Test func wrapsAnotherReducer() async {
    let store = TestStore(initialState: 0) { Reduce(Incrementer()) }
    await store.send(.increment) { $0 = 1 }
    await store.receive(.incremented)
  }
}
