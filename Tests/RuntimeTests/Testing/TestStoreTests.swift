import RuntimeTesting
import Testing

private struct Feature: Reducer {
  struct State: Equatable {
    var count = 0
    var name = ""
  }

  enum Action: Equatable {
    case increment
    case incrementTwiceLater
    case startLong
    case noop
    case incremented
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .send(.incremented)
    case .incrementTwiceLater:
      return .merge(.send(.increment), .send(.increment))
    case .startLong:
      return .run { send in
        try await clock.sleep(for: .seconds(10))
        await send(.noop)
      }
    case .noop, .incremented:
      return .none
    }
  }
}

@MainActor
@Suite struct TestStoreTests {
  private func makeStore(
    _ clock: TestClock<Duration> = TestClock()
  ) -> TestStore<Feature.State, Feature.Action> {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.timeout = .milliseconds(100)
    return store
  }

  @Test func stateMismatchShowsADiff() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.increment) { $0.count = 2 }
    } matching: {
      $0.mentions("The state changed otherwise than the assertion says")
        && $0.mentions("-   count: 2,\n+   count: 1,")
        && $0.mentions("(Expected: -, Actual: +)")
    }
    await store.receive(.incremented)
  }

  @Test func expectedChangeThatDidNotHappen() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.noop) { $0.name = "" }
    } matching: {
      $0.mentions("The assertion describes a change, but the state did not change")
    }
  }

  @Test func unexpectedReceivedAction() async {
    let store = makeStore()
    await store.send(.increment) { $0.count = 1 }
    await withKnownIssue {
      await store.receive(.noop)
    } matching: {
      $0.mentions("The action that arrived is not the one the test expected")
        && $0.mentions("- Feature.Action.noop\n+ Feature.Action.incremented")
    }
  }

  @Test func receivingWithNoEffectRunningFailsWithoutWaiting() async {
    let store = makeStore()
    store.timeout = .seconds(30)
    let start = ContinuousClock.now
    await withKnownIssue {
      await store.receive(.incremented)
    } matching: {
      $0.mentions(
        "The test waits for the following action, but no effect is running that could send "
          + "it.\n\n  Feature.Action.incremented")
    }
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  @Test func receivingWhileAnEffectRunsTimesOut() async {
    let store = makeStore()
    await store.send(.startLong)
    await withKnownIssue {
      await store.receive(.noop)
    } matching: {
      $0.mentions("No action arrived within 0.1 seconds, though the test waits for an action.")
        && $0.mentions("1 effect was still running.")
        && $0.mentions("Expected:\n  Feature.Action.noop")
    }
    await store.skipInFlightEffects()
  }

  @Test func nonExhaustiveReceiveWaitsForAMatchingActionInNanoseconds() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.startLong)
    await withKnownIssue {
      await store.receive(.incremented, timeout: 50_000_000)
      await store.receive({ $0 == .incremented }, timeout: 50_000_000)
      await store.receive(/Feature.Action.incremented, timeout: 50_000_000)
      await store.finish(timeout: 50_000_000)
    } matching: {
      $0.mentions(
        "No action arrived within 0.05 seconds, though the test waits for a matching action.")
        || $0.mentions("1 effect was still running after 0.05 seconds of waiting for them to end.")
    }
  }

  @Test func receivingStopsWaitingWhenTheLastEffectEnds() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, String> { _, action in
        action == "start"
          ? .run { send in
            try? await Task.sleep(for: .milliseconds(200))
            await send("other")
          }
          : .none
      }
    }
    store.exhaustivity = .off
    store.timeout = .seconds(30)
    await store.send("start")
    // Had it waited the whole timeout, the failure would say so.
    await withKnownIssue {
      await store.receive("awaited")
    } matching: {
      $0.mentions("The test waits for the following action, but no effect is running")
        && $0.mentions("Received instead:\n  \"other\"")
    }
  }

  @Test func sendingWithUnhandledReceivedActionsKeepsThem() async {
    let store = makeStore()
    await store.send(.increment) { $0.count = 1 }
    await withKnownIssue {
      await store.send(.noop)
    } matching: {
      $0.mentions("1 received action was not asserted before this send; receive it first:")
        && $0.mentions("Feature.Action.incremented")
    }
    await store.receive(.incremented)
  }

  @Test func nonExhaustiveSendSkipsReceivedActions() async {
    for exhaustivity in [Exhaustivity.off, .off(showSkippedAssertions: true)] {
      let store = makeStore()
      store.exhaustivity = exhaustivity
      await store.send(.incrementTwiceLater)
      await store.send(.noop)
      #expect(store.state.count == 2)
    }
  }

  @Test func unreceivedActionsFailAtTheEndAfterTheLastAssertion() async {
    let lastLine = #line + 4
    await withKnownIssue {
      let store = makeStore()
      await store.send(.noop)
      await store.send(.increment) { $0.count = 1 }
    } matching: {
      $0.mentions("1 action arrived that the test never received; assert it with store.receive:")
        && $0.sourceLocation?.line == lastLine
    }
  }

  @Test func anEffectStillRunningFailsAtTheEndAtTheSendThatStartedIt() async {
    let sendLine = #line + 3
    await withKnownIssue {
      let store = makeStore()
      await store.send(.startLong)
    } matching: {
      $0.mentions("This action started an effect that is still running at the end of the test.")
        && $0.sourceLocation?.line == sendLine
    }
  }

  @Test func finishTimesOut() async {
    let store = makeStore()
    await store.send(.startLong)
    await withKnownIssue {
      await store.finish()
    } matching: {
      $0.mentions("1 effect was still running after")
    }
    await store.skipInFlightEffects()
  }

  @Test func skipReceivedActionsAcceptsThemAndTheirState() async {
    let store = makeStore()
    await store.send(.incrementTwiceLater)
    await store.skipReceivedActions()
    #expect(store.state.count == 2)
    await store.send(.increment) { $0.count = 3 }
    await store.receive(.incremented)
  }

  @Test func skipWithNothingToSkipIsAFailureWhenStrict() async {
    let store = makeStore()
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: {
      $0.mentions("skipReceivedActions found no received action to skip.")
    }
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: {
      $0.mentions("There were no in-flight effects to skip.")
    }
    await store.skipReceivedActions(strict: false)
    await store.skipInFlightEffects(strict: false)
  }

  @Test func skipInFlightEffectsCancelsThem() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.startLong)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(10))
    #expect(store.store.inFlightEffectCount == 0)
  }

  @Test func nonExhaustiveStoreChecksOnlyWhatIsAsserted() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.incrementTwiceLater)
    await store.receive(.incremented) { $0.count = 2 }
    await store.send(.increment) { $0.count = 3 }
    await store.send(.startLong)
  }

  @Test func nonExhaustiveStoreStillChecksAssertedFields() async {
    let store = makeStore()
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.increment) { $0.count = 5 }
    } matching: {
      $0.mentions("The state changed otherwise than the assertion says")
    }
  }

  @Test func receiveByCasePathAndPredicate() async {
    let store = makeStore()
    await store.send(.incrementTwiceLater)
    await store.receive(/Feature.Action.increment) { $0.count = 1 }
    await store.receive(.increment) { $0.count = 2 }
    await store.receive({ $0 == .incremented })
    await store.receive(.incremented)
  }

  @Test func stateIsTheStateTheTestLastAsserted() async {
    let store = makeStore()
    await store.send(.incrementTwiceLater)
    #expect(store.state.count == 0)
    #expect(store.store.currentState.count == 2)
    await store.receive(.increment) {
      #expect(store.state.count == 0)
      $0.count = 1
    }
    #expect(store.state.count == 1)
    await store.skipReceivedActions()
    #expect(store.state.count == 2)
  }

  @Test func anUnexpectedChangeSaysNoChangeWasExpected() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.increment)
    } matching: {
      $0.mentions("The state changed, but the test expected no change: …")
    }
    await store.receive(.incremented)
  }

  @Test func aThrowingAssertionFailsWithTheError() async {
    struct Failure: Error {}
    let store = makeStore()
    await withKnownIssue {
      await store.send(.noop) { _ in throw Failure() }
    } matching: {
      $0.comments.map(\.rawValue) == ["The assertion closure threw Failure()."]
    }
  }

  @Test func assertChecksTheStateTheTestLastAsserted() async {
    let store = makeStore()
    await store.send(.increment) { $0.count = 1 }
    store.assert { $0.count = 1 }
    withKnownIssue {
      store.assert { $0.count = 2 }
    } matching: {
      $0.mentions("The state changed otherwise than the assertion says")
    }
    await store.receive(.incremented)
  }

  @Test func nonExhaustiveAssertAcceptsTheReceivedActionsFirst() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.incrementTwiceLater)
    store.assert { $0.count = 2 }
    #expect(store.state.count == 2)
  }
}
