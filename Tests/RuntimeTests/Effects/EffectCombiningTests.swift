import RuntimeTesting
import Testing

private struct Feature: Reducer {
  struct State: Equatable { var log: [String] = [] }

  enum Action: Equatable {
    case concatenate
    case concatenateSynchronous
    case concatenateAfterLongEffect
    case merge
    case record(String)
    case startLong
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .concatenate:
      return .concatenate(
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.record("async"))
        },
        .send(.record("first send")),
        .send(.record("second send"))
      )
    case .concatenateSynchronous:
      return .send(.record("a")).concatenate(with: .send(.record("b")))
    case .concatenateAfterLongEffect:
      return .concatenate(.run { _ in }, .send(.startLong), .send(.record("after")))
    case .merge:
      return .merge(
        .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.record("slow"))
        },
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.record("fast"))
        }
      )
    case let .record(entry):
      state.log.append(entry)
      return .none
    case .startLong:
      return .run { send in
        try await clock.sleep(for: .seconds(10))
        await send(.record("long"))
      }
    }
  }
}

@MainActor
@Suite struct EffectCombiningTests {
  private func makeStore(_ clock: TestClock<Duration>) -> TestStore<Feature.State, Feature.Action> {
    TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func concatenateRunsPartsInOrderAfterAnAsynchronousOne() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.concatenate)
    await clock.advance(by: .seconds(1))
    await store.receive(.record("async")) { $0.log = ["async"] }
    await store.receive(.record("first send")) { $0.log.append("first send") }
    await store.receive(.record("second send")) { $0.log.append("second send") }
    await store.finish()
  }

  @Test func concatenateOfSendsDeliversThemInOrder() async {
    let store = makeStore(TestClock())
    await store.send(.concatenateSynchronous)
    await store.receive(.record("a")) { $0.log = ["a"] }
    await store.receive(.record("b")) { $0.log = ["a", "b"] }
  }

  @Test func concatenateDoesNotWaitForEffectsOfTheActionsItSends() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.concatenateAfterLongEffect)
    await store.receive(.startLong)
    await store.receive(.record("after")) { $0.log = ["after"] }
    await clock.advance(by: .seconds(10))
    await store.receive(.record("long")) { $0.log.append("long") }
    await store.finish()
  }

  @Test func mergeRunsPartsAtTheSameTime() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.merge)
    await clock.advance(by: .seconds(2))
    await store.receive(.record("fast")) { $0.log = ["fast"] }
    await store.receive(.record("slow")) { $0.log = ["fast", "slow"] }
    await store.finish()
  }

  @Test func noneDisappearsFromCombinations() {
    #expect(Effect<Int>.merge(.none, .none).isNone)
    #expect(Effect<Int>.concatenate([]).isNone)
    #expect(!Effect<Int>.merge(.none, .send(1)).isNone)
  }
}
