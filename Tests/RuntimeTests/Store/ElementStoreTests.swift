// The stores of single elements of a collection store: their observers hear about a change
// only when their own element may have changed.
import RuntimeTesting
import Testing

private struct Tickers: Reducer {
  struct State: Equatable {
    var rows = IdentifiedArray(uniqueElements: (0..<5).map { Ticker.State(id: $0) })
  }

  enum Action: Equatable {
    case row(id: Int, action: Ticker.Action)
    case reversed
    case removed(id: Int)
    case tickedTwo(Int, Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reversed:
        state.rows.sort { $0.id > $1.id }
      case let .removed(id):
        state.rows.remove(id: id)
      case let .tickedTwo(first, second):
        state.rows[id: first]?.ticks += 1
        state.rows[id: second]?.ticks += 1
      case .row:
        break
      }
      return .none
    }
    .forEach(\.rows, action: /Action.row(id:action:)) { Ticker() }
  }
}

/// Rows that each hold a shared label, which the parent changes in place.
private struct Labels: Reducer {
  struct Row: Equatable, Identifiable {
    let id: Int
    @Shared var label: String
  }

  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 0, label: Shared(value: "A"))]
  }

  enum Action: Equatable {
    case relabel(String)
    case row(id: Int, action: RowAction)
  }

  enum RowAction: Equatable { case tapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .relabel(label) = action {
      state.rows[id: 0]?.$label.withLock { $0 = label }
    }
    return .none
  }
}

/// A store of each row, and the order in which their observers were called.
@MainActor
private final class ObservedRows {
  let store: StoreOf<Tickers>
  let rows: [Int: Store<Ticker.State, Ticker.Action>]
  var calls: [Int] = []

  init(_ store: StoreOf<Tickers>, observing ids: [Int]) throws {
    self.store = store
    let list = store.scope(state: \.rows, action: /Tickers.Action.row(id:action:))
    var rows: [Int: Store<Ticker.State, Ticker.Action>] = [:]
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
      Store(initialState: Tickers.State()) { Tickers() }, observing: [0, 1, 2, 3, 4])
    observed.rows[3]?.send(.tick)
    #expect(observed.calls == [3])
    #expect(observed.rows[3]?.currentState.ticks == 1)

    observed.store.send(.tickedTwo(4, 1))
    #expect(observed.calls == [3, 4, 1])
  }

  @Test func aChangeOfTheOrderCallsEveryRowsObserversInTheOrderTheRowsWereObserved() throws {
    let observed = try ObservedRows(
      Store(initialState: Tickers.State()) { Tickers() }, observing: [2, 0, 4])
    observed.store.send(.reversed)
    #expect(observed.calls == [2, 0, 4])
  }

  @Test func aRowObservedAgainKeepsItsPlaceInTheOrder() throws {
    let store = Store(initialState: Tickers.State()) { Tickers() }
    let list = store.scope(state: \.rows, action: /Tickers.Action.row(id:action:))
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
      Store(initialState: Tickers.State()) { Tickers() }, observing: [1, 2])
    observed.rows[2]?.send(.tick)
    #expect(observed.rows[2]?.currentState.ticks == 1)
    observed.store.send(.removed(id: 2))
    #expect(observed.calls == [2, 2])
    #expect(observed.rows[2]?.currentState.ticks == 1)
    let list = observed.store.scope(state: \.rows, action: /Tickers.Action.row(id:action:))
    #expect(list.element(id: 2) == nil)
  }

  @Test func anElementWithoutObserversIsNotWatched() throws {
    let store = Store(initialState: Tickers.State()) { Tickers() }
    var reads = 0
    let list = store.scope(
      state: { state -> IdentifiedArrayOf<Ticker.State> in
        reads += 1
        return state.rows
      },
      action: { (row: (Int, Ticker.Action)) in Tickers.Action.row(id: row.0, action: row.1) }
    )
    let row = try #require(list.element(id: 1))
    var calls = 0
    let registration = row.host.addObserver { calls += 1 }
    reads = 0
    row.send(.tick)
    #expect(calls == 1)
    #expect(reads == 1, "the collection is read once to learn which rows changed")

    row.host.removeObserver(registration)
    reads = 0
    row.send(.tick)
    #expect(calls == 1)
    #expect(reads == 0, "nothing watches the collection once its rows have no observers")
    #expect(row.currentState.ticks == 2)
  }

  @Test func anObserverLeftOnARowStoreDoesNotKeepTheTreeAlive() throws {
    weak var root: AnyObject?
    do {
      let store = Store(initialState: Tickers.State()) { Tickers() }
      root = store.host
      let list = store.scope(state: \.rows, action: /Tickers.Action.row(id:action:))
      let row = try #require(list.element(id: 1))
      _ = row.host.addObserver {}
      row.send(.tick)
      #expect(root != nil)
    }
    #expect(root == nil)
  }

  @Test func anElementStoresEffectsRunInTheTreeOfItsCollection() async throws {
    let clock = TestClock()
    let store = Store(initialState: Tickers.State()) {
      Tickers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let list = store.scope(state: \.rows, action: /Tickers.Action.row(id:action:))
    let row = try #require(list.element(id: 0))
    let timer = row.send(.start)
    #expect(store.inFlightEffectCount == 1)
    #expect(row.inFlightEffectCount == 1)
    #expect(row.host.root === store.host)
    await clock.advance(by: .seconds(10))
    await timer.finish()
    #expect(row.currentState.ticks == 1)
    #expect(store.inFlightEffectCount == 0)

    row.send(.start)
    row.host.cancelAllEffects()
    #expect(store.inFlightEffectCount == 0)
  }

  /// A shared value a row holds changes with no change the array's log names: the row's
  /// observers are called all the same.
  @Test func aSharedValueARowHoldsCallsTheRowsObserversWhenItChanges() throws {
    let store = Store(initialState: Labels.State()) { Labels() }
    let list = store.scope(state: \.rows, action: /Labels.Action.row(id:action:))
    let row = try #require(list.element(id: 0))
    let calls = LockIsolated(0)
    _ = row.host.addObserver { calls.withValue { $0 += 1 } }
    store.send(.relabel("B"))
    #expect(calls.value == 1)
    #expect(row.currentState.label == "B")
  }
}
