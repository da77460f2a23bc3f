import RuntimeTesting
import TestSupport
import Testing

@MainActor
@Suite struct TimerTests {
  /// A timer ticks at the start plus whole intervals: advancing the clock by two intervals
  /// delivers two ticks, and cancelling the task ends the sequence.
  @Test func aTimerTicksEveryIntervalUntilCancelled() async {
    let clock = TestClock()
    let ticks = LockedLog<Duration>()
    let task = Task {
      for await elapsed in clock.timer(interval: .seconds(1)) {
        ticks.append(elapsed)
      }
    }
    await yield { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(2))
    await yield { ticks.all.count == 2 }
    #expect(ticks.all == [.seconds(1), .seconds(2)])
    task.cancel()
    await task.value
    await clock.advance(by: .seconds(5))
    #expect(ticks.all.count == 2)
  }

  /// The clock dependency is a clock of any kind; its timer is read through the existential.
  @Test func theClockDependencyHasATimer() async {
    let clock: any Clock<Duration> = ImmediateClock()
    var iterator = clock.timer(interval: .seconds(1)).makeAsyncIterator()
    #expect(await iterator.next() == .seconds(1))
    #expect(await iterator.next() == .seconds(2))
  }

  @Test func neverEndsOnlyWhenCancelled() async {
    let task = Task { () -> String in
      do {
        try await Task.never()
        return "returned"
      } catch {
        return "\(type(of: error))"
      }
    }
    await Task.megaYield()
    task.cancel()
    #expect(await task.value == "CancellationError")
    let value = Task { () -> Int? in try? await Task<Int, Never>.never() }
    value.cancel()
    #expect(await value.value == nil)
  }
}
