import RuntimeTesting
import Testing

private struct Forecaster: Reducer {
  struct State: Equatable {
    var forecasts: [Int] = []
    var cancelledOperations = 0
  }

  enum Action: Equatable {
    case load(Int, cancelInFlight: Bool)
    case loadInCancellableEffect
    case loaded(Int)
    case operationCancelled
    case stopFromReducer
    case stopFromEffect
    case stopEffect
  }

  enum CancelID { case forecast, effect }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .load(number, cancelInFlight):
      return .run { send in
        do {
          let forecast = try await withTaskCancellation(
            id: CancelID.forecast, cancelInFlight: cancelInFlight
          ) {
            try await clock.sleep(for: .seconds(1))
            return number
          }
          await send(.loaded(forecast))
        } catch {
          await send(.operationCancelled)
        }
      }
    case .loadInCancellableEffect:
      return .run { send in
        let forecast = try await withTaskCancellation(id: CancelID.forecast) {
          try await clock.sleep(for: .seconds(1))
          return 0
        }
        await send(.loaded(forecast))
      }
      .cancellable(id: CancelID.effect)
    case let .loaded(forecast):
      state.forecasts.append(forecast)
      return .none
    case .operationCancelled:
      state.cancelledOperations += 1
      return .none
    case .stopFromReducer:
      return .cancel(id: CancelID.forecast)
    case .stopFromEffect:
      return .run { _ in Task.cancel(id: CancelID.forecast) }
    case .stopEffect:
      return .cancel(id: CancelID.effect)
    }
  }
}

@MainActor
@Suite struct TaskCancellationTests {
  private func makeStore(
    _ clock: TestClock<Duration>
  ) -> TestStore<Forecaster.State, Forecaster.Action> {
    TestStore(initialState: Forecaster.State()) {
      Forecaster()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func theFeaturesCancelStopsTheOperationButNotTheEffect() async {
    let store = makeStore(TestClock())
    await store.send(.load(1, cancelInFlight: false))
    await store.send(.stopFromReducer)
    await store.receive(.operationCancelled) { $0.cancelledOperations = 1 }
  }

  @Test func taskCancelInAnotherEffectStopsTheOperation() async {
    let store = makeStore(TestClock())
    await store.send(.load(1, cancelInFlight: false))
    await store.send(.stopFromEffect)
    await store.receive(.operationCancelled) { $0.cancelledOperations = 1 }
  }

  @Test func cancelInFlightKeepsOnlyTheNewestOperation() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.load(1, cancelInFlight: true))
    await store.send(.load(2, cancelInFlight: true))
    await store.receive(.operationCancelled) { $0.cancelledOperations = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded(2)) { $0.forecasts = [2] }
  }

  @Test func anOperationThatIsNotCancelledReturnsItsValue() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.load(7, cancelInFlight: true))
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded(7)) { $0.forecasts = [7] }
  }

  /// The test store fails if the operation is still sleeping when the test ends.
  @Test func cancellingTheEffectAroundItCancelsTheOperation() async {
    let store = makeStore(TestClock())
    await store.send(.loadInCancellableEffect)
    await store.send(.stopEffect)
  }

  @Test func outsideAnEffectTheOperationRunsAsItIs() async throws {
    let answer = await withTaskCancellation(id: "answer", cancelInFlight: true) { 42 }
    #expect(answer == 42)

    struct Failure: Error, Equatable {}
    await #expect(throws: Failure.self) {
      try await withTaskCancellation(id: "failing") { () async throws(Failure) -> Int in
        throw Failure()
      }
    }
  }

  /// Starts, outside any effect, an operation cancellable with `id` that sleeps on a clock
  /// nobody advances, and returns once the operation runs.
  private func startSleepingOperation(id: String) async -> Task<Void, any Error> {
    let (started, didStart) = AsyncStream.makeStream(of: Void.self)
    let clock = TestClock()
    let operation = Task {
      try await withTaskCancellation(id: id) {
        didStart.yield()
        try await clock.sleep(for: .seconds(1))
      }
    }
    for await _ in started { break }
    return operation
  }

  @Test func outsideAnEffectTaskCancelStopsTheOperation() async {
    let operation = await startSleepingOperation(id: "outside")

    Task.cancel(id: "outside")

    await #expect(throws: CancellationError.self) { try await operation.value }
  }

  /// The operations outside effects belong to the dependencies in force, and a copy of them
  /// changed by `withDependencies` still holds the same ones.
  @Test func outsideAnEffectTaskCancelReachesAnOperationStartedWithChangedDependencies() async {
    let operation = await withDependencies {
      $0.uuid = .incrementing
    } operation: {
      await startSleepingOperation(id: "changed dependencies")
    }

    Task.cancel(id: "changed dependencies")

    await #expect(throws: CancellationError.self) { try await operation.value }
  }

  /// Dependencies made with `DependencyValues(context:)` hold no operations outside effects:
  /// what runs with them cannot be cancelled by id, from outside or from inside.
  @Test func outsideAnEffectDependenciesMadeByHandCancelNothingById() async throws {
    let (started, didStart) = AsyncStream.makeStream(of: Void.self)
    let (released, release) = AsyncStream.makeStream(of: Void.self)
    let operation = withDependencies {
      $0 = DependencyValues(context: .live)
    } operation: {
      Task {
        try await withTaskCancellation(id: "made by hand") {
          didStart.yield()
          // A cancelled task stops waiting here, and the check below throws.
          for await _ in released { break }
          try Task.checkCancellation()
          return 7
        }
      }
    }
    for await _ in started { break }

    Task.cancel(id: "made by hand")
    withDependencies {
      $0 = DependencyValues(context: .live)
    } operation: {
      Task.cancel(id: "made by hand")
    }
    release.yield()

    #expect(try await operation.value == 7)
  }

  @Test func outsideAnEffectCancelInFlightStopsTheEarlierOperation() async {
    let earlier = await startSleepingOperation(id: "newest")

    let newest = await withTaskCancellation(id: "newest", cancelInFlight: true) { 2 }

    #expect(newest == 2)
    await #expect(throws: CancellationError.self) { try await earlier.value }
  }
}
