import RuntimeTesting
import Testing

private enum Tap: Equatable { case tap }

private struct Nothing: Reducer {
  typealias State = Int
  typealias Action = Tap

  var body: some ReducerOf<Self> {}
}

@MainActor
@Suite struct EmptyReducerTests {
  @Test func changesNothingAndReturnsNoEffect() async {
    var state = 7
    let effect = EmptyReducer<Int, Tap>().reduce(into: &state, action: .tap)
    #expect(state == 7)
    #expect(effect.isNone)
    let store = TestStore(initialState: 7) { EmptyReducer<Int, Tap>() }
    await store.send(.tap)
  }

  @Test func anEmptyBodyIsAnEmptyReducer() async {
    let store = TestStore(initialState: 7) { Nothing() }
    await store.send(.tap)
  }
}
