import RuntimeTesting
import Synchronization
import Testing

/// A feature that starts and cancels many long effects.
private struct Effects: Reducer {
  struct State: Equatable {
    var finished: [Int] = []
  }

  enum Action: Equatable {
    case start(Int)
    case cancel(Int)
    case restart(Int)
    case finished(Int)
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(id):
      return long(id).cancellable(id: id)
    case let .restart(id):
      return long(id).cancellable(id: id, cancelInFlight: true)
    case let .cancel(id):
      return .cancel(id: id)
    case let .finished(id):
      state.finished.append(id)
      return .none
    }
  }

  private func long(_ id: Int) -> Effect<Action> {
    .run { send in
      try await clock.sleep(for: .seconds(1))
      await send(.finished(id))
    }
  }
}

/// Reliability under load: many effects, cancelled in bulk, never deliver late.
@MainActor
@Suite struct StressTests {
  @Test func tenThousandCancelledEffectsLeaveNothingRunningAndDeliverNothing() async {
    let clock = TestClock()
    let store = Store(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    for id in 0..<10_000 {
      store.send(.start(id))
      if id % 100 == 0 { await Task.yield() }
    }
    #expect(store.inFlightEffectCount == 10_000)
    for id in 0..<10_000 {
      store.send(.cancel(id))
      if id % 100 == 0 { await Task.yield() }
    }
    #expect(store.inFlightEffectCount == 0)
    await clock.advance(by: .seconds(2))
    #expect(store.currentState.finished.isEmpty)
    #expect(clock.sleeperCount == 0)
  }

  @Test func restartingTenThousandTimesKeepsOnlyTheNewest() async {
    let clock = TestClock()
    let store = Store(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    for index in 0..<10_000 {
      store.send(.restart(7))
      if index % 100 == 0 { await Task.yield() }
    }
    #expect(store.inFlightEffectCount == 1)
    await clock.advance(by: .seconds(1))
    await clock.run()
    #expect(store.currentState.finished == [7])
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func releasingAStoreWithTenThousandEffectsInFlightFreesIt() async {
    let clock = TestClock()
    weak var released: Store<Effects.State, Effects.Action>?
    do {
      let store = Store(initialState: Effects.State()) {
        Effects()
      } withDependencies: {
        $0.continuousClock = clock
      }
      for id in 0..<10_000 {
        store.send(.start(id))
        if id % 100 == 0 { await Task.yield() }
      }
      released = store
    }
    await Task.megaYield()
    #expect(released == nil)
    await clock.advance(by: .seconds(2))
    #expect(clock.sleeperCount == 0)
  }
}
