import Runtime
import RuntimeTesting
import TestSupport
import Testing

/// A counter whose `.twice` action sends `.increment` twice through a synchronous effect and
/// `.later` once through an asynchronous one.
private struct Counter: Reducer {
  enum Action: Equatable {
    case increment, twice, later, nap
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state += 1
      return .none
    case .twice:
      return .merge(.send(.increment), .send(.increment))
    case .later:
      return .run { send in await send(.increment) }
    case .nap:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.increment)
      }
    }
  }
}

@MainActor
@Suite struct StoreObserverTests {
  @Test func didReduceSeesEveryActionWithTheStateBeforeAndAfter() async {
    var reduced: [String] = []
    let core = StoreCore(
      initialState: 0, dependencies: DependencyValues(context: .test),
      observer: StoreObserver(didReduce: { action, before, after in
        reduced.append("\(action) \(before)->\(after)")
      }),
      reducer: { Counter() })
    let store = Store(core: core)

    store.send(.twice)
    await store.send(.later).finish()

    #expect(
      reduced == [
        "twice 0->0", "increment 0->1", "increment 1->2", "later 2->2", "increment 2->3",
      ])
  }

  @Test func willSendSeesOnlyWhatIsSentThroughTheStore() async {
    var sent: [Counter.Action] = []
    let core = StoreCore(
      initialState: 0, dependencies: DependencyValues(context: .test),
      observer: StoreObserver(willSend: { sent.append($0) }),
      reducer: { Counter() })
    let store = Store(core: core)

    store.send(.twice)
    await store.send(.later).finish()
    store.scope(state: { $0 }, action: { $0 }).send(Counter.Action.increment)

    #expect(sent == [.twice, .later, .increment])
    #expect(store.currentState == 4)
  }

  @Test func theReducerIsBuiltWithTheStoresDependencies() {
    struct ReadsTheClockAtInit: Reducer {
      let isTestClock: Bool = {
        @Dependency(\.continuousClock) var clock
        return clock is TestClock<Duration>
      }()

      func reduce(into state: inout Bool, action: Void) -> Effect<Void> {
        state = isTestClock
        return .none
      }
    }
    var values = DependencyValues(context: .live)
    values.continuousClock = TestClock()
    let store = Store(
      core: StoreCore(initialState: false, dependencies: values) {
        ReadsTheClockAtInit()
      })

    store.send(())

    #expect(store.currentState)
  }

  /// A driver hears through its one ``WorkObserver`` when the work may be idle: each time an
  /// effect falls asleep on the test clock given the same observer, and each time one ends.
  @Test func aWorkObserverHearsWhenEffectsSleepAndEnd() async {
    let signals = LockedLog<Int>()
    let work = WorkObserver(executor: nil, workMayBeIdle: { signals.append(1) })
    let clock = TestClock(work: work)
    var values = DependencyValues(context: .test)
    values.continuousClock = clock
    let store = Store(
      core: StoreCore(initialState: 0, dependencies: values, observer: StoreObserver(work: work)) {
        Counter()
      })

    let task = store.send(.nap)
    await yield { clock.sleeperCount == 1 }
    #expect(signals.all.count == 1, "the effect fell asleep on the clock")
    await clock.advance(by: .seconds(1))
    await task.finish()

    #expect(signals.all.count == 2, "the effect ended")
    #expect(store.currentState == 1)
  }
}
