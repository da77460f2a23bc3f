import RuntimeTesting
import Testing

private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment, delayed, incremented }
  @Dependency(\.continuousClock) var clock
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .send(.incremented)
    case .incremented:
      return .none
    case .delayed:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.increment)
      }
    }
  }
}

private enum Parent {
  enum Action: Equatable { case child(Counter.Action), row(id: Int, action: Counter.Action), other, named(String), another(String) }
  indirect enum Boxed { case node(Int, Boxed), leaf }
}

@Suite struct SmokeTests {
  @Test func casePaths() {
    let child = /Parent.Action.child
    #expect(child.extract(from: .child(.increment)) == .increment)
    #expect(child.extract(from: .other) == nil)
    #expect(child.extract(from: .child(.delayed)) == .delayed)
    let row = /Parent.Action.row
    #expect(row.extract(from: .row(id: 3, action: .increment))?.0 == 3)
    #expect(row.extract(from: .child(.increment)) == nil)
    let named = /Parent.Action.named
    let another = /Parent.Action.another
    #expect(named.extract(from: .named("a")) == "a")
    #expect(named.extract(from: .another("b")) == nil)
    #expect(another.extract(from: .another("b")) == "b")
    #expect(another.extract(from: .named("a")) == nil)
    let other = /Parent.Action.other
    #expect(other.extract(from: .other) != nil)
    #expect(other.extract(from: .named("x")) == nil)
    let node = /Parent.Boxed.node
    #expect(node.extract(from: .node(1, .leaf))?.0 == 1)
    #expect(node.extract(from: .leaf) == nil)
  }

  @MainActor @Test func testStore() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.increment) { $0.count = 1 }
    await store.receive(.incremented)
    await store.send(.delayed)
    await clock.advance(by: .seconds(1))
    await store.receive(.increment) { $0.count = 2 }
    await store.receive(.incremented)
  }
}
