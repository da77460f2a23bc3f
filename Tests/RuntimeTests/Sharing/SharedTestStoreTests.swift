import RuntimeTesting
import Testing

/// A feature that changes a shared count in its reducer and in an effect.
private struct Feature: Reducer {
  struct State: Equatable {
    @Shared var count: Int
    var label = ""
  }

  enum Action: Equatable {
    case increment
    case incrementInEffect
    case incrementInEffectQuietly
    case incremented
    case incrementTwiceThroughDelegates
    case delegate(Delegate)

    enum Delegate: Equatable {
      case increment(then: Bool)
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.$count.withLock { $0 += 1 }
      return .none
    case .incrementInEffect:
      return .run { [count = state.$count] send in
        await Task.yield()
        count.withLock { $0 += 1 }
        await send(.incremented)
      }
    case .incrementInEffectQuietly:
      return .run { [count = state.$count] _ in
        await Task.yield()
        count.withLock { $0 += 1 }
      }
    case .incremented:
      state.label = "incremented"
      return .none
    case .incrementTwiceThroughDelegates:
      return .send(.delegate(.increment(then: true)))
    case let .delegate(.increment(then)):
      state.$count.withLock { $0 += 1 }
      return then ? .send(.delegate(.increment(then: false))) : .none
    }
  }
}

/// A feature holding an optional shared note, which one action clears.
private struct Noted: Reducer {
  struct State: Equatable {
    @Shared var note: String?
    var label = ""
  }

  enum Action: Equatable {
    case clearNote
    case relabel
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .clearNote: state.$note.withLock { $0 = nil }
    case .relabel: state.label = "new"
    }
    return .none
  }
}

@MainActor
@Suite struct SharedTestStoreTests {
  private func makeStore() -> TestStore<Feature.State, Feature.Action> {
    TestStore(initialState: Feature.State(count: Shared(value: 0))) { Feature() }
  }

  @Test func aSharedChangeIsAssertedInTheActionsClosure() async {
    let store = makeStore()
    await store.send(.increment) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(store.state.count == 1)
  }

  @Test func anUnassertedSharedChangeFailsWithADiff() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.increment)
    } matching: {
      $0.mentions("The state changed, but the test expected no change")
        && $0.mentions("-   count: 0,\n+   count: 1,")
    }
  }

  @Test func aWrongSharedExpectationFailsWithADiff() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.increment) { $0.$count.withLock { $0 = 5 } }
    } matching: {
      $0.mentions("The state changed otherwise than the assertion says")
        && $0.mentions("-   count: 5,\n+   count: 1,")
    }
  }

  @Test func aChangeAssertedOnceIsNotAskedForAgain() async {
    let store = makeStore()
    await store.send(.increment) { $0.$count.withLock { $0 = 1 } }
    await store.send(.increment) { $0.$count.withLock { $0 = 2 } }
  }

  @Test func aChangeTheTestMakesItselfIsTakenAsAsserted() async {
    let store = makeStore()
    await store.send(.increment) { $0.$count.withLock { $0 = 1 } }
    store.state.$count.withLock { $0 = 10 }
    await store.send(.increment) { $0.$count.withLock { $0 += 1 } }
  }

  @Test func anEffectsSharedChangeIsAssertedInTheReceiveThatFollows() async {
    let store = makeStore()
    await store.send(.incrementInEffect)
    await store.receive(.incremented) {
      $0.$count.withLock { $0 = 1 }
      $0.label = "incremented"
    }
  }

  @Test func aChangeMadeByAReceivedActionIsAssertedInItsReceiveNotInTheSend() async {
    let store = makeStore()
    await store.send(.incrementTwiceThroughDelegates)
    await store.receive(.delegate(.increment(then: true))) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.receive(.delegate(.increment(then: false))) {
      $0.$count.withLock { $0 = 2 }
    }
  }

  @Test func aChangeAssertedTooEarlyFailsWithADiff() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.incrementTwiceThroughDelegates) { $0.$count.withLock { $0 = 2 } }
    } matching: {
      $0.mentions("-   count: 2,\n+   count: 0,")
    }
    store.exhaustivity = .off
    await store.skipReceivedActions()
  }

  @Test func anEffectsSharedChangeNeverAssertedFailsAtTheEndOfTheTest() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.incrementInEffectQuietly)
      await store.finish()
    } matching: {
      $0.mentions("A shared value changed after the test's last assertion")
        && $0.mentions("- 0\n+ 1")
    }
  }

  @Test func aNonExhaustiveStoreLetsSharedChangesGoUnasserted() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.incrementInEffect)
    await store.receive(.incremented)
    await store.send(.increment) { $0.$count.withLock { $0 = 3 } }
  }

  /// An optional shared value no action changed compares as it is, not as `nil`.
  @Test func anOptionalSharedValueNoActionChangedKeepsItsValue() async {
    let store = TestStore(initialState: Noted.State(note: Shared(value: "kept"))) { Noted() }
    await store.send(.relabel) { $0.label = "new" }
    await store.send(.clearNote) { $0.$note.withLock { $0 = nil } }
    await store.send(.relabel)
  }
}
