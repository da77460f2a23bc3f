import RuntimeTesting
import Testing

/// A feature whose effects send actions that start more effects.
private struct Chain: Reducer {
  struct State: Equatable {}

  enum Action: Equatable {
    case start
    case next
    case sleep
    case startNever
    case nextNever
    case never
  }

  @Dependency(\.continuousClock) var clock
  let cancellations: LockIsolated<Int>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in await send(.next) }
    case .next, .sleep:
      return .run { _ in try await clock.sleep(for: .seconds(10)) }
    case .startNever:
      return .run { send in await send(.nextNever) }
    case .nextNever:
      return .merge(
        .run { send in await send(.never) },
        .run { [cancellations] _ in
          do {
            try await Task.never()
          } catch {
            cancellations.withValue { $0 += 1 }
          }
        }
      )
    case .never:
      return .run { _ in try await Task.never() }
    }
  }
}

@MainActor
@Suite struct TestStoreEffectTests {
  private let cancellations = LockIsolated(0)

  private func makeStore() -> TestStore<Chain.State, Chain.Action> {
    let store = TestStore(initialState: Chain.State()) {
      Chain(cancellations: cancellations)
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    store.timeout = .milliseconds(100)
    return store
  }

  @Test func anEffectStartedByAReceivedActionFailsAtTheSendItDescendsFrom() async {
    let sendLine = #line + 3
    await withKnownIssue {
      let store = makeStore()
      await store.send(.start)
      await store.receive(.next)
    } matching: {
      $0.mentions("This action started an effect that is still running at the end of the test.")
        && $0.sourceLocation?.line == sendLine
    }
  }

  @Test func eachEffectStillRunningFailsOnceAtItsSend() async {
    let lines = LockIsolated<[Int]>([])
    let firstLine = #line + 3
    await withKnownIssue {
      let store = makeStore()
      await store.send(.sleep)
      await store.send(.sleep)
    } matching: { issue in
      lines.withValue { $0.append(issue.sourceLocation?.line ?? 0) }
      return issue.mentions(
        "This action started an effect that is still running at the end of the test.")
    }
    #expect(lines.value == [firstLine, firstLine + 1])
  }

  @Test func anEffectNoSendStartedFailsWhereTheStoreWasCreated() {
    let creationLine = #line + 2
    withKnownIssue {
      let store = TestStore(initialState: Chain.State()) {
        Chain(cancellations: cancellations)
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      store.store.send(.sleep)
    } matching: {
      // The action sent past the test store is one the test did not receive, too.
      ($0.mentions("This action started an effect that is still running at the end of the test.")
        || $0.mentions("1 action arrived that the test never received"))
        && $0.sourceLocation?.line == creationLine
    }
  }

  @Test func sendLetsTheEffectsItWokeRunOn() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, isStart in
        isStart
          ? .run { _ in for await _ in stream {} }
          : .run { _ in continuation.finish() }
      }
    }
    await store.send(true)
    await store.send(false)
    #expect(store.store.inFlightEffectCount == 0)
  }

  @Test func theTaskOfASendCoversTheEffectsOfTheActionsItsEffectsSent() async {
    let store = makeStore()
    let task = await store.send(.start)
    await store.receive(.next)
    await withKnownIssue {
      await task.finish(timeout: 50_000_000)
    } matching: {
      $0.mentions("The effects of this action were still running")
    }
    #expect(store.store.inFlightEffectCount == 0)
  }

  @Test func cancellingTheTaskOfASendStopsEverythingItStartedAndWaits() async {
    let store = makeStore()
    let task = await store.send(.startNever)
    await store.receive(.nextNever)
    await store.receive(.never)
    #expect(store.store.inFlightEffectCount == 2)
    await task.cancel()
    #expect(store.store.inFlightEffectCount == 0)
    #expect(cancellations.value == 1)
    #expect(task.isCancelled)
  }
}
