import Foundation
import RuntimeTesting
import Testing

/// A root with a navigation stack of tickers; its log says what the parent saw of the top screen.
private struct Navigator: Reducer {
  struct State: Equatable {
    var path = StackState<Ticker.State>()
    var log: [String] = []
  }

  enum Action: Equatable {
    case path(StackAction<Ticker.State, Ticker.Action>)
    case pushTapped
    case backTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(id, .tick)):
        state.log.append("screen \(id) has \(state.path[id: id]?.ticks ?? -1) ticks")
      case let .path(.popFrom(id)):
        state.log.append("popping from \(id) of \(state.path.count)")
      case .path:
        break
      case .pushTapped:
        state.path.append(Ticker.State(id: state.path.count))
      case .backTapped:
        state.path.removeLast()
      }
      return .none
    }
    .forEach(\.path, action: /Action.path) { Ticker() }
  }
}

@MainActor
@Suite struct StackNavigationTests {
  @Test func pushesGetIdsInOrderAndAnIdIsNeverReused() {
    var stack = StackState<String>(["a", "b"])
    stack.append("c")
    #expect(stack.ids == [0, 1, 2])
    stack.removeLast()
    stack.append("d")
    #expect(stack.ids == [0, 1, 3])
    #expect(Array(stack) == ["a", "b", "d"])
    #expect(stack[id: 3] == "d")
    #expect(stack[id: 2] == nil)
  }

  @Test func aScreensActionRunsTheScreenBeforeTheParent() async {
    let store = TestStore(initialState: Navigator.State(path: [Ticker.State()])) { Navigator() }
    await store.send(.path(.element(id: 0, action: .tick))) {
      $0.path[id: 0]?.ticks = 1
      $0.log = ["screen #0 has 1 ticks"]
    }
  }

  @Test func popFromRunsTheParentThenPopsTheScreenAndEveryScreenAboveIt() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.pushTapped) { $0.path.append(Ticker.State(id: 0)) }
    await store.send(.pushTapped) { $0.path.append(Ticker.State(id: 1)) }
    await store.send(.pushTapped) { $0.path.append(Ticker.State(id: 2)) }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast(2)
      $0.log = ["popping from #1 of 3"]
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func aPushActionPushesWithItsIdAndLaterPushesGoAbove() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.path(.push(id: 5, state: Ticker.State(id: 9)))) {
      $0.path.push(Ticker.State(id: 9), id: 5)
    }
    await store.send(.pushTapped) {
      $0.path.append(Ticker.State(id: 1))
    }
    #expect(store.state.path.ids == [5, 6])
  }

  @Test func poppedScreensHaveTheirEffectsCancelledAndTheRestKeepRunning() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Navigator.State(path: [Ticker.State(id: 0), Ticker.State(id: 1)])
    ) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .start)))
    await store.send(.path(.element(id: 1, action: .start)))
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast()
      $0.log = ["popping from #1 of 2"]
    }
    await clock.advance(by: .seconds(10))
    await store.receive(.path(.element(id: 0, action: .tick))) {
      $0.path[id: 0]?.ticks = 1
      $0.log.append("screen #0 has 1 ticks")
    }
    await store.finish()
  }

  @Test func aScreenTheParentRemovesHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Navigator.State(path: [Ticker.State()])) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .start)))
    await store.send(.backTapped) { $0.path.removeLast() }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func anActionForAScreenNotOnTheStackIsAWarning() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await withKnownIssue {
      await store.send(.path(.element(id: 3, action: .tick))) {
        $0.log = ["screen #3 has -1 ticks"]
      }
    } matching: {
      $0.mentions(#"A stack "forEach" at RuntimeTests/StackNavigationTests.swift:"#)
        && $0.mentions("an action for a screen that is not on the stack (id: #3)")
    }
  }

  @Test func poppingAScreenNotOnTheStackOrPushingAnIdTwiceIsAWarning() async {
    let store = TestStore(initialState: Navigator.State(path: [Ticker.State()])) { Navigator() }
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 4))) { $0.log = ["popping from #4 of 1"] }
    } matching: {
      $0.mentions("a pop of a screen that is not on the stack (id: #4)")
    }
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: Ticker.State(id: 7))))
    } matching: {
      $0.mentions("a push of an id already on the stack (id: #0)")
    }
  }

  @Test func aStackRoundTripsThroughJSONWithItsIdsAndNextID() throws {
    var stack = StackState<Int>([10, 20, 30])
    stack.removeLast()
    let data = try JSONEncoder().encode(stack)
    var decoded = try JSONDecoder().decode(StackState<Int>.self, from: data)
    #expect(decoded == stack)
    decoded.append(40)
    #expect(decoded.ids == [0, 1, 3])
    let mismatched = Data(#"{"ids":[0,0],"elements":[1,2],"nextID":2}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StackState<Int>.self, from: mismatched)
    }
  }
}
