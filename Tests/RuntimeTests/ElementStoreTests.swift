// The stores of single elements of a collection store: their observers hear about a change
// only when their own element may have changed.
import RuntimeTesting
import Testing

private struct Counter: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum Action: Equatable { case increment, startTimer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.increment)
      }
    }
  }
}

private struct Counters: Reducer {
  struct State: Equatable {
    var rows = IdentifiedArray(uniqueElements: (0..<5).map { Counter.State(id: $0) })
  }

  enum Action: Equatable {
    case row(id: Int, action: Counter.Action)
    case reversed
    case removed(id: Int)
    case incrementedTwo(Int, Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reversed:
        state.rows.sort { $0.id > $1.id }
      case let .removed(id):
        state.rows.remove(id: id)
      case let .incrementedTwo(first, second):
        state.rows[id: first]?.count += 1
        state.rows[id: second]?.count += 1
      case .row:
        break
      }
      return .none
    }
    .forEach(\.rows, action: /Action.row(id:action:)) { Counter() }
  }
}

/// A store of each counter, and the order in which their observers were called.
@MainActor
private final class ObservedRows {
  let store: StoreOf<Counters>
  let rows: [Int: Store<Counter.State, Counter.Action>]
  var calls: [Int] = []

  init(_ store: StoreOf<Counters>, observing ids: [Int]) throws {
    self.store = store
    let list = store.scope(state: \.rows, action: /Counters.Action.row(id:action:))
    var rows: [Int: Store<Counter.State, Counter.Action>] = [:]
    for id in ids {
      let row = try #require(list.element(id: id))
      rows[id] = row
    }
    self.rows = rows
    for id in ids {
      _ = rows[id]?.host.addObserver { [weak self] in self?.calls.append(id) }
    }
  }
}

@MainActor
@Suite struct ElementStoreTests {
  @Test func anActionForOneRowCallsOnlyThatRowsObservers() throws {
    let observed = try ObservedRows(
      Store(initialState: Counters.State()) { Counters() }, observing: [0, 1, 2, 3, 4])
    observed.rows[3]?.send(.increment)
    #expect(observed.calls == [3])
    #expect(observed.rows[3]?.currentState.count == 1)

    observed.store.send(.incrementedTwo(4, 1))
    #expect(observed.calls == [3, 4, 1])
  }

  @Test func aChangeOfTheOrderCallsEveryRowsObserversInTheOrderTheRowsWereObserved() throws {
    let observed = try ObservedRows(
      Store(initialState: Counters.State()) { Counters() }, observing: [2, 0, 4])
    observed.store.send(.reversed)
    #expect(observed.calls == [2, 0, 4])
  }

  @Test func aRowObservedAgainKeepsItsPlaceInTheOrder() throws {
    let store = Store(initialState: Counters.State()) { Counters() }
    let list = store.scope(state: \.rows, action: /Counters.Action.row(id:action:))
    let first = try #require(list.element(id: 0))
    let second = try #require(list.element(id: 1))
    var calls: [Int] = []
    let dropped = first.host.addObserver { calls.append(0) }
    _ = second.host.addObserver { calls.append(1) }
    first.host.removeObserver(dropped)
    _ = first.host.addObserver { calls.append(0) }
    store.send(.reversed)
    #expect(calls == [0, 1])
  }

  @Test func aRemovedElementsStoreKeepsItsLastValue() throws {
    let observed = try ObservedRows(
      Store(initialState: Counters.State()) { Counters() }, observing: [1, 2])
    observed.rows[2]?.send(.increment)
    #expect(observed.rows[2]?.currentState.count == 1)
    observed.store.send(.removed(id: 2))
    #expect(observed.calls == [2, 2])
    #expect(observed.rows[2]?.currentState.count == 1)
    let list = observed.store.scope(state: \.rows, action: /Counters.Action.row(id:action:))
    #expect(list.element(id: 2) == nil)
  }

  @Test func anElementWithoutObserversIsNotWatched() throws {
    let store = Store(initialState: Counters.State()) { Counters() }
    var reads = 0
    let list = store.scope(
      state: { state -> IdentifiedArrayOf<Counter.State> in
        reads += 1
        return state.rows
      },
      action: { (row: (Int, Counter.Action)) in Counters.Action.row(id: row.0, action: row.1) }
    )
    let row = try #require(list.element(id: 1))
    var calls = 0
    let registration = row.host.addObserver { calls += 1 }
    reads = 0
    row.send(.increment)
    #expect(calls == 1)
    #expect(reads == 1, "the collection is read once to learn which rows changed")

    row.host.removeObserver(registration)
    reads = 0
    row.send(.increment)
    #expect(calls == 1)
    #expect(reads == 0, "nothing watches the collection once its rows have no observers")
    #expect(row.currentState.count == 2)
  }

  @Test func anObserverLeftOnARowStoreDoesNotKeepTheTreeAlive() throws {
    weak var root: AnyObject?
    do {
      let store = Store(initialState: Counters.State()) { Counters() }
      root = store.host
      let list = store.scope(state: \.rows, action: /Counters.Action.row(id:action:))
      let row = try #require(list.element(id: 1))
      _ = row.host.addObserver {}
      row.send(.increment)
      #expect(root != nil)
    }
    #expect(root == nil)
  }

  @Test func anElementStoresEffectsRunInTheTreeOfItsCollection() async throws {
    let clock = TestClock()
    let store = Store(initialState: Counters.State()) {
      Counters()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let list = store.scope(state: \.rows, action: /Counters.Action.row(id:action:))
    let row = try #require(list.element(id: 0))
    let timer = row.send(.startTimer)
    #expect(store.inFlightEffectCount == 1)
    #expect(row.inFlightEffectCount == 1)
    #expect(row.host.root === store.host)
    await clock.advance(by: .seconds(1))
    await timer.finish()
    #expect(row.currentState.count == 1)
    #expect(store.inFlightEffectCount == 0)

    row.send(.startTimer)
    row.host.cancelAllEffects()
    #expect(store.inFlightEffectCount == 0)
  }
}
