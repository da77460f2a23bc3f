import Foundation
import RuntimeTesting
import TestSupport
import Testing

private struct Chain: Reducer {
  struct State: Equatable { var log: [String] = [] }

  enum Action: Equatable {
    case a, b, c, d, e
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append("\(action)")
    switch action {
    case .a: return .merge(.send(.b), .send(.c))
    case .b: return .send(.d)
    case .c, .d, .e: return .none
    }
  }
}

private struct Sleeper: Reducer {
  let events: LockedLog<String>
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    state += action
    guard action == 0 else { return .none }
    return .run { [events] send in
      events.append("started")
      do {
        try await clock.sleep(for: .seconds(10))
      } catch {
        events.append("cancelled")
        throw error
      }
      await send(1)
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var child = 0
    var other = 0
  }

  enum Action: Equatable {
    case child(Int)
    case other
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .child(amount): state.child += amount
    case .other: state.other += 1
    }
    return .none
  }
}

@MainActor
@Suite struct StoreTests {
  /// The initial state is made with the store's dependencies, as the reducer is: a state whose
  /// initializer reads a dependency sees the store's value.
  @Test func theInitialStateIsMadeWithTheStoresDependencies() {
    struct Stamped: Reducer {
      struct State: Equatable {
        var id: UUID
        init() {
          @Dependency(\.uuid) var uuid
          id = uuid()
        }
      }
      func reduce(into state: inout State, action: Void) -> Effect<Void> { .none }
    }
    let store = Store(initialState: Stamped.State()) {
      Stamped()
    } withDependencies: {
      $0.uuid = .constant(UUID(7))
    }
    #expect(store.currentState.id == UUID(7))
  }

  @Test func actionsSentWhileReducingAreQueuedInOrder() {
    let store = Store(initialState: Chain.State()) { Chain() }
    store.send(.a)
    #expect(store.currentState.log == ["a", "b", "c", "d"])
  }

  @Test func actionsSentFromAnObserverRunAfterTheCurrentOne() {
    let store = Store(initialState: Chain.State()) { Chain() }
    let observation = store.observe(\.log.count, removeDuplicates: ==) { count in
      if count == 4 { store.send(.e) }
    }
    store.send(.a)
    #expect(store.currentState.log == ["a", "b", "c", "d", "e"])
    observation.cancel()
  }

  @Test func releasingTheStoreCancelsItsEffects() async {
    let clock = TestClock()
    let events = LockedLog<String>()
    weak var weakStore: Store<Int, Int>?
    var task: StoreTask?
    do {
      let store = Store(initialState: 0) {
        Sleeper(events: events)
      } withDependencies: {
        $0.continuousClock = clock
      }
      weakStore = store
      task = store.send(0)
      await Task.megaYield()
      #expect(store.inFlightEffectCount == 1)
    }
    #expect(weakStore == nil)
    await task?.finish()
    #expect(task?.isCancelled == true)
    #expect(events.all == ["started", "cancelled"])
    #expect(clock.sleeperCount == 0)
  }

  @Test func storeTaskFinishWaitsForTheEffects() async {
    let clock = TestClock()
    let events = LockedLog<String>()
    let store = Store(initialState: 0) {
      Sleeper(events: events)
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(0)
    await clock.advance(by: .seconds(10))
    await task.finish()
    #expect(store.currentState == 1)
    #expect(!task.isCancelled)
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func storeTaskCancelStopsTheEffects() async {
    let clock = TestClock()
    let events = LockedLog<String>()
    let store = Store(initialState: 0) {
      Sleeper(events: events)
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(0)
    await Task.megaYield()
    task.cancel()
    await task.finish()
    await clock.advance(by: .seconds(10))
    #expect(task.isCancelled)
    #expect(events.all == ["started", "cancelled"])
    #expect(store.currentState == 0)
  }

  @Test func scopedStoresReadAndSendThroughTheParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let byClosure = store.scope(state: { $0.child }, action: { Parent.Action.child($0) })
    let byPaths = store.scope(state: \.child, action: /Parent.Action.child)
    byClosure.send(2)
    byPaths.send(3)
    #expect(store.currentState.child == 5)
    #expect(byClosure.currentState == 5)
    #expect(byPaths.withState { $0 * 2 } == 10)
  }

  @Test func observeIsCalledOnlyOnRealChanges() {
    let store = Store(initialState: Parent.State()) { Parent() }
    var seen: [Int] = []
    let observation = store.observe(\.child, removeDuplicates: ==) { seen.append($0) }
    store.send(.other)
    store.send(.child(1))
    store.send(.child(0))
    store.send(.child(2))
    #expect(seen == [1, 3])
    observation.cancel()
    store.send(.child(1))
    #expect(seen == [1, 3])
  }
}
