import RuntimeTesting
import Testing

@Suite struct CancellableValueTests {
  @Test func cancellingTheWaiterCancelsAThrowingTask() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    let waiter = Task { try await sleeper.cancellableValue }

    waiter.cancel()

    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }

  @Test func cancellingTheWaiterCancelsANonThrowingTask() async {
    let clock = TestClock()
    let sleeper = Task { () async -> Bool in
      (try? await clock.sleep(for: .seconds(1))) == nil
    }
    let waiter = Task { await sleeper.cancellableValue }

    waiter.cancel()

    #expect(await sleeper.value)
  }

  @Test func anUncancelledWaiterGetsTheValue() async throws {
    let task = Task { 42 }
    let throwingTask = Task { () async throws -> Int in 7 }

    #expect(await task.cancellableValue == 42)
    #expect(try await throwingTask.cancellableValue == 7)
  }
}
