import RuntimeTesting
import Testing

private struct Failure: Error, Equatable {}

private struct Feature: Reducer {
  struct State: Equatable { var log: [String] = [] }

  enum Action: Equatable {
    case throwHandled
    case throwUnhandled
    case loadResult(succeed: Bool)
    case record(String)
    case loaded(Result<Int, Failure>)
    case recordTaskName
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .throwHandled:
      return .run { _ in
        throw Failure()
      } catch: { error, send in
        await send(.record("caught \(error is Failure)"))
      }
    case .throwUnhandled:
      return .run { _ in throw Failure() }
    case let .loadResult(succeed):
      return .run { send in
        let result = await Result { try await load(succeed) }
        await send(.loaded(result.mapError { $0 as? Failure ?? Failure() }))
      }
    case let .record(entry):
      state.log.append(entry)
      return .none
    case let .loaded(result):
      state.log.append(result == .success(42) ? "42" : "failure")
      return .none
    case .recordTaskName:
      return .run(name: "load forecast") { send in
        await send(.record(Task.name ?? "unnamed"))
      }
    }
  }
}

private func load(_ succeed: Bool) async throws -> Int {
  await Task.yield()
  if succeed { return 42 }
  throw Failure()
}

@MainActor
@Suite struct EffectRunTests {
  @Test func aNamedRunRunsInATaskOfThatName() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.recordTaskName)
    await store.receive(.record("load forecast")) { $0.log = ["load forecast"] }
  }

  @Test func theOperationOfANamedRunHasItsPriority() {
    let effect = Effect<Int>.run(priority: .low, name: "poll") { _ in }
    guard case let .run(priority, _) = effect.operation else {
      Issue.record("Expected a run, got \(effect.operation)")
      return
    }
    #expect(priority == .low)
  }

  @Test func catchHandlerReceivesTheError() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.throwHandled)
    await store.receive(.record("caught true")) { $0.log = ["caught true"] }
  }

  @Test func uncaughtErrorIsARuntimeWarning() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.throwUnhandled).finish()
    } matching: {
      $0.mentions(#"An "Effect.run" threw an unhandled error: Failure()"#)
    }
  }

  @Test func resultCapturesAsyncSuccessAndFailure() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.loadResult(succeed: true))
    await store.receive(.loaded(.success(42))) { $0.log = ["42"] }
    await store.send(.loadResult(succeed: false))
    await store.receive(.loaded(.failure(Failure()))) { $0.log.append("failure") }
  }

  @Test func cancellationIsNotAnError() async {
    let clock = TestClock()
    let task = Effect<Int>.run { _ in try await clock.sleep(for: .seconds(1)) }
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { _, action in action == 0 ? task : .none }
    }
    let storeTask = store.send(0)
    storeTask.cancel()
    await storeTask.finish()
    #expect(storeTask.isCancelled)
  }
}
