import RuntimeTesting
import Testing

private struct Loader: Reducer {
  struct State: Equatable { var loaded: [Int] = [] }

  enum Action: Equatable {
    case load(Int, cancelInFlight: Bool)
    case loaded(Int)
    case cancel
  }

  enum CancelID { case load }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .load(number, cancelInFlight):
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.loaded(number))
      }
      .cancellable(id: CancelID.load, cancelInFlight: cancelInFlight)
    case let .loaded(number):
      state.loaded.append(number)
      return .none
    case .cancel:
      return .cancel(id: CancelID.load)
    }
  }
}

@MainActor
@Suite struct EffectCancellationTests {
  private func makeStore(_ clock: TestClock<Duration>) -> TestStore<Loader.State, Loader.Action> {
    TestStore(initialState: Loader.State()) {
      Loader()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func cancelInFlightKeepsOnlyTheNewest() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.load(1, cancelInFlight: true))
    await store.send(.load(2, cancelInFlight: true))
    await store.send(.load(3, cancelInFlight: true))
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded(3)) { $0.loaded = [3] }
    await store.finish()
  }

  @Test func withoutCancelInFlightAllRun() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.load(1, cancelInFlight: false))
    await store.send(.load(2, cancelInFlight: false))
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded(1)) { $0.loaded = [1] }
    await store.receive(.loaded(2)) { $0.loaded = [1, 2] }
  }

  @Test func cancelStopsEveryEffectWithTheID() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.load(1, cancelInFlight: false))
    await store.send(.load(2, cancelInFlight: false))
    await store.send(.cancel)
    await clock.advance(by: .seconds(1))
    await store.finish()
    #expect(store.store.inFlightEffectCount == 0)
  }

  /// An effect can cancel by id itself: `Task.cancel(id:)` cancels what `.cancel(id:)` would,
  /// the effect that calls it included, which then ends quietly.
  @Test func anEffectCancelsByIDFromInside() async {
    struct Feature: Reducer {
      enum CancelID { case response }
      func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
        guard action else { return .none }
        return .run { send in
          Task.cancel(id: CancelID.response)
          try Task.checkCancellation()
          await send(false)
        } catch: { _, send in
          await send(false)
        }
        .cancellable(id: CancelID.response)
      }
    }
    let store = TestStore(initialState: 0) { Feature() }
    await store.send(true).finish()
  }
}
