import Foundation
import RuntimeTesting
import Testing

private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable {
    case increment
    case incremented
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .send(.incremented)
    case .incremented:
      return .none
    }
  }
}

/// A nonisolated async test creates its store with `await TestStore(...)` and releases it off
/// the main actor, as the reference's own tests do (`testLongLivingEffects`).
@Suite struct TestStoreReleaseTests {
  @Test func aStoreReleasedOffTheMainActorEndsTheTestQuietly() async {
    let store = await TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.increment) { $0.count = 1 }
    await store.receive(.incremented)
    #expect(!Thread.isMainThread)
  }

  @Test func aStoreReleasedOffTheMainActorStillFailsForWhatTheTestLeftUnhandled() async {
    await withKnownIssue {
      let store = await TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 1 }
    } matching: {
      $0.mentions("1 action arrived that the test never received")
    }
  }
}
