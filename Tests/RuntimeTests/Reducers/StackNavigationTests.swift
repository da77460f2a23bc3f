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
    case dropAfterTheOperator
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
      case .dropAfterTheOperator:
        break
      }
      return .none
    }
    .forEach(\.path, action: /Action.path) { Ticker() }
    Reduce { state, action in
      if action == .dropAfterTheOperator { state.path.removeLast() }
      return .none
    }
  }
}

/// A screen that closes itself with `@Dependency(\.dismiss)`.
private struct Closer: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case closeTapped }
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { _ in await dismiss() }
  }
}

private struct ClosingStack: Reducer {
  struct State: Equatable {
    var path = StackState<Closer.State>()
  }
  enum Action: Equatable {
    case path(StackAction<Closer.State, Closer.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: /Action.path) { Closer() }
  }
}

/// A stack of one struct feature, its actions named by a case key path, as TCA 1.7 and later
/// write it.
@Reducer
private struct Counters {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Ticker.State>()
  }
  enum Action {
    case path(StackAction<Ticker.State, Ticker.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) { Ticker() }
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

  /// A push uses its id; one above the ids the stack would give is warned about, since ids
  /// must stay unique, and later pushes go above it.
  @Test func aPushActionPushesWithItsIdAndLaterPushesGoAbove() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await withKnownIssue {
      await store.send(.path(.push(id: 5, state: Ticker.State(id: 9)))) {
        $0.path.push(Ticker.State(id: 9), id: 5)
      }
    } matching: {
      $0.mentions("a push with id #5, above the next id the stack would give (0)")
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

  /// A screen's `dismiss` pops it: the stack receives `.popFrom` for it.
  @Test func aScreenThatDismissesItselfIsPopped() async {
    let store = TestStore(
      initialState: ClosingStack.State(path: [Closer.State(), Closer.State()])
    ) {
      ClosingStack()
    }
    await store.send(.path(.element(id: 1, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.removeLast() }
    #expect(store.state.path.ids == [0])
  }

  /// A screen removed by a reducer after the `forEach` has its effects cancelled on the next
  /// action: the stack remembers the screens it saw.
  @Test func aScreenRemovedOutsideTheOperatorHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Navigator.State(path: [Ticker.State()])) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .start)))
    await store.send(.dropAfterTheOperator) { $0.path.removeLast() }
    await store.send(.pushTapped) { $0.path.append(Ticker.State(id: 0)) }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  /// The stack edits like an array; screens it inserts get new ids, as pushes do.
  @Test func theStackEditsLikeAnArray() {
    var stack = StackState(["a", "b", "c"])
    stack.insert("x", at: 1)
    #expect(stack.ids == [0, 3, 1, 2])
    stack[0] = "A"
    #expect(stack[id: 0] == "A")
    stack.removeAll()
    stack.append(contentsOf: ["y", "z"])
    #expect(stack.ids == [4, 5])
  }

  /// In a test, setting a screen at an id the stack does not hold pushes it, so that an
  /// assertion can describe a push; a case of a screen reads and writes through the stack, and
  /// a change to a case the screen is not in is reported.
  @Test func assertionsPushByIDAndReachIntoACase() {
    enum Page: Equatable {
      case list(Int)
      case detail(String)
    }
    var stack = StackState<Page>()
    stack[id: 2] = .list(1)
    #expect(stack.ids == [2])
    stack.append(.detail("a"))
    #expect(stack.ids == [2, 3])
    stack[id: 2, case: /Page.list]? += 1
    #expect(stack[id: 2] == .list(2))
    // A change in another case, an optional chain that stops there, or a nil to pop it: each
    // is reported and changes nothing.
    let warnings = LockIsolated(0)
    withKnownIssue {
      stack[id: 3, case: /Page.list] = 5
      stack[id: 3, case: /Page.list]? += 1
      stack[id: 3, case: /Page.list] = nil
      stack[id: 9, case: /Page.list] = nil
    } matching: {
      warnings.withValue { $0 += 1 }
      return $0.mentions(
        "A case of the screen at id #3 was changed while the screen was in another case")
        || $0.mentions("at id #9 was changed while the screen was absent")
    }
    #expect(warnings.value == 4)
    #expect(stack[id: 3] == .detail("a"))
    #expect(stack.ids == [2, 3])
  }

  @Test func aStackWhoseActionsACaseKeyPathNamesRunsItsScreens() async {
    let store = TestStore(initialState: Counters.State(path: [Ticker.State()])) { Counters() }
    await store.send(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
  }
}
