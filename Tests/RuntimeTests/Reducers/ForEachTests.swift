import RuntimeTesting
import Testing

private struct Parent: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Ticker.State> = []
    var log: [String] = []
  }

  enum Action: Equatable {
    case row(id: Int, action: Ticker.Action)
    case remove(id: Int)
    case replace(id: Int, with: Int)
    case reset(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .row(id, .tick):
        state.log.append("row \(id) has \(state.rows[id: id]?.ticks ?? -1) ticks")
      case let .row(id, .stop):
        state.rows[id: id] = nil
      case let .remove(id):
        state.rows[id: id] = nil
      case let .replace(id, newID):
        if let index = state.rows.index(id: id) {
          state.rows.remove(id: id)
          state.rows.insert(Ticker.State(id: newID), at: index)
        }
      case let .reset(id):
        state.rows[id: id] = Ticker.State(id: id)
      case .row:
        break
      }
      return .none
    }
    .forEach(\.rows, action: /Action.row(id:action:)) { Ticker() }
  }
}

/// A parent whose rows count their writes.
private struct Watched: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Ticker.State> = [Ticker.State(id: 0)] {
      didSet { rowWrites += 1 }
    }
    var rowWrites = 0
    var other = 0
  }

  enum Action: Equatable {
    case row(id: Int, action: Ticker.Action)
    case otherChanged
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .otherChanged = action { state.other += 1 }
      return .none
    }
    .forEach(\.rows, action: /Action.row(id:action:)) { Ticker() }
  }
}

private func rows(_ ids: Range<Int>) -> IdentifiedArrayOf<Ticker.State> {
  IdentifiedArray(uniqueElements: ids.map { Ticker.State(id: $0) })
}

@MainActor
@Suite struct ForEachTests {
  @Test func runsTheElementOfTheActionBeforeTheParent() async {
    let store = TestStore(initialState: Parent.State(rows: rows(0..<3))) { Parent() }
    await store.send(.row(id: 1, action: .tick)) {
      $0.rows[id: 1]?.ticks = 1
      $0.log = ["row 1 has 1 ticks"]
    }
  }

  @Test func elementRunsBeforeAParentThatRemovesIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(rows: rows(0..<3))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.row(id: 2, action: .start))
    // The row cancels its own timer, then the parent removes it.
    await store.send(.row(id: 2, action: .stop)) { $0.rows[id: 2] = nil }
    await store.finish()
  }

  @Test func effectsOfARemovedRowAreCancelledAndOthersKeepRunning() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(rows: rows(0..<3))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.row(id: 0, action: .start))
    await store.send(.row(id: 1, action: .start))
    await store.send(.remove(id: 0)) { $0.rows[id: 0] = nil }
    await clock.advance(by: .seconds(10))
    await store.receive(.row(id: 1, action: .tick)) {
      $0.rows[id: 1]?.ticks = 1
      $0.log = ["row 1 has 1 ticks"]
    }
    await store.finish()
  }

  @Test func actionForAMissingRowIsAWarning() async {
    let store = TestStore(initialState: Parent.State(rows: rows(0..<1))) { Parent() }
    await withKnownIssue {
      await store.send(.row(id: 7, action: .tick)) { $0.log = ["row 7 has -1 ticks"] }
    } matching: {
      $0.mentions(#"A "forEach" at RuntimeTests/ForEachTests.swift:"#)
        && $0.mentions("received an action for a missing element (id: 7)")
    }
  }

  @Test func anActionForOneRowOfManyDoesNotCopyTheRows() {
    let store = Store(initialState: Parent.State(rows: rows(0..<100_000))) { Parent() }
    func baseAddress() -> Int {
      store.currentState.rows.elements.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }
    let before = baseAddress()
    store.send(.row(id: 54_321, action: .tick))
    #expect(baseAddress() == before)
    #expect(store.currentState.rows[id: 54_321]?.ticks == 1)
    #expect(store.currentState.log == ["row 54321 has 1 ticks"])
  }

  @Test func anActionForTheParentAloneWritesNoRows() async {
    let store = TestStore(initialState: Watched.State()) { Watched() }
    await store.send(.otherChanged) { $0.other = 1 }
    await store.send(.row(id: 0, action: .tick)) {
      $0.rows[id: 0]?.ticks = 1
      $0.rowWrites = 1
    }
  }

  @Test func aRowReplacedByAnotherIDHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(rows: rows(0..<2))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.row(id: 1, action: .start))
    await store.send(.replace(id: 1, with: 7)) {
      $0.rows = [Ticker.State(id: 0), Ticker.State(id: 7)]
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func aRowAssignedAgainWithTheSameIDKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(rows: rows(0..<2))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.row(id: 1, action: .start))
    await store.send(.row(id: 1, action: .tick)) {
      $0.rows[id: 1]?.ticks = 1
      $0.log = ["row 1 has 1 ticks"]
    }
    await store.send(.reset(id: 1)) { $0.rows[id: 1]?.ticks = 0 }
    await clock.advance(by: .seconds(10))
    await store.receive(.row(id: 1, action: .tick)) {
      $0.rows[id: 1]?.ticks = 1
      $0.log.append("row 1 has 1 ticks")
    }
  }
}
