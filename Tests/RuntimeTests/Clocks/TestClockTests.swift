import RuntimeTesting
import Testing

@Suite struct TestClockTests {
  @Test func nextDeadlineIsTheEarliestSleeperDeadline() async throws {
    let clock = TestClock()
    #expect(clock.nextDeadline == nil)
    let late = Task { try await clock.sleep(for: .seconds(2)) }
    let early = Task { try await clock.sleep(for: .milliseconds(300)) }
    while clock.sleeperCount < 2 { await Task.megaYield() }
    #expect(clock.nextDeadline == TestClock<Duration>.Instant(offset: .milliseconds(300)))
    await clock.advance(by: .milliseconds(300))
    try await early.value
    #expect(clock.nextDeadline == TestClock<Duration>.Instant(offset: .seconds(2)))
    await clock.advance(by: .seconds(2))
    try await late.value
    #expect(clock.nextDeadline == nil)
  }

  @Test func wakeNextWakesOneDueSleeperAtATimeThenMovesToTheDeadline() async throws {
    let clock = TestClock()
    let late = Task { try await clock.sleep(for: .seconds(2)) }
    let early = Task { try await clock.sleep(for: .milliseconds(300)) }
    while clock.sleeperCount < 2 { await Task.megaYield() }

    #expect(clock.wakeNext(notAfter: TestClock<Duration>.Instant(offset: .seconds(1))))
    try await early.value
    #expect(clock.now == TestClock<Duration>.Instant(offset: .milliseconds(300)))
    #expect(clock.sleeperCount == 1)

    #expect(!clock.wakeNext(notAfter: TestClock<Duration>.Instant(offset: .seconds(1))))
    #expect(clock.now == TestClock<Duration>.Instant(offset: .seconds(1)))
    #expect(clock.sleeperCount == 1, "the sleeper due later still sleeps")

    #expect(clock.wakeNext(notAfter: TestClock<Duration>.Instant(offset: .seconds(5))))
    try await late.value
    #expect(clock.now == TestClock<Duration>.Instant(offset: .seconds(2)))
  }

  /// A sleep of no length is still a sleep: it waits for the next advance, as the reference's
  /// test clock does, so an effect that sleeps zero can be cancelled before it goes on. Only a
  /// deadline already past returns at once.
  @Test func aSleepUntilNowWaitsForTheNextAdvance() async throws {
    let clock = TestClock()
    let woke = LockIsolated(false)
    let sleeper = Task {
      try await clock.sleep(for: .zero)
      woke.setValue(true)
    }
    for _ in 0..<100 where clock.sleeperCount == 0 && !woke.value { await Task.megaYield() }
    #expect(clock.sleeperCount == 1)
    #expect(!woke.value)
    await clock.advance()
    try await sleeper.value
    #expect(woke.value)

    await clock.advance(by: .seconds(1))
    try await clock.sleep(until: TestClock<Duration>.Instant(offset: .milliseconds(500)))
    #expect(clock.sleeperCount == 0)
  }

  @Test func runWithATimeoutRunsEveryWaitThatEnds() async throws {
    let clock = TestClock()
    let ticks = Task {
      for _ in 1...3 { try await clock.sleep(for: .seconds(1)) }
    }
    while clock.sleeperCount == 0 { await Task.megaYield() }
    await clock.run(timeout: .seconds(60))
    try await ticks.value
    #expect(clock.now == TestClock<Duration>.Instant(offset: .seconds(3)))
  }

  /// Work woken by the clock may take a while to reach its next sleep, as on a loaded machine
  /// or under a sanitizer; the run waits for it instead of ending while nobody sleeps.
  @Test func runWithATimeoutWaitsForWorkThatTakesTurnsBetweenItsSleeps() async {
    let clock = TestClock()
    // Off the main actor, which the parallel suite keeps busy: the work between sleeps takes
    // 50ms of real time, far more than turns of yielding give and far less than the second
    // the run waits.
    let ticks = Task.detached {
      for _ in 1...3 {
        try await clock.sleep(for: .seconds(1))
        try await Task.sleep(for: .milliseconds(50))
      }
      try await clock.sleep(for: .seconds(1))
    }
    while clock.sleeperCount == 0 { await Task.megaYield() }
    await clock.run(timeout: .seconds(60))
    #expect(clock.now == TestClock<Duration>.Instant(offset: .seconds(4)))
    #expect(clock.sleeperCount == 0)
    ticks.cancel()
    _ = await ticks.result
  }

  @Test func runWithATimeoutReportsWorkThatNeverStopsSleeping() async {
    let clock = TestClock()
    let forever = Task {
      while !Task.isCancelled { try? await clock.sleep(for: .seconds(1)) }
    }
    while clock.sleeperCount == 0 { await Task.megaYield() }
    await withKnownIssue {
      await clock.run(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains("still had 1 sleeping")
    }
    forever.cancel()
  }

  /// `TestClock()` counts in `Duration`, the duration of `continuousClock`, so a feature that
  /// stores its clock can write its type as the reference's tests do.
  @Test func writtenWithoutItsDurationTypeItCountsInDuration() async {
    struct Poller {
      let clock: TestClock<Duration>
    }
    let poller = Poller(clock: TestClock())
    await poller.clock.advance(by: .seconds(2))
    #expect(poller.clock.now == TestClock<Duration>.Instant(offset: .seconds(2)))
  }

  @Test func countsInTheDurationTypeItIsWrittenWith() async throws {
    let clock = TestClock<Ticks>(now: .init())
    let sleeper = Task { try await clock.sleep(until: clock.now.advanced(by: Ticks(3))) }
    await clock.waitForSleepers()
    await clock.advance(by: Ticks(2))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: Ticks(1))
    try await sleeper.value
    #expect(clock.now == TestClock<Ticks>.Instant(offset: Ticks(3)))
  }
}

/// A duration counted in whole ticks, for a clock that is not counted in `Duration`.
private struct Ticks: DurationProtocol, Hashable {
  var count: Int

  init(_ count: Int) { self.count = count }

  static var zero: Ticks { Ticks(0) }
  static func + (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(lhs.count + rhs.count) }
  static func - (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(lhs.count - rhs.count) }
  static func < (lhs: Ticks, rhs: Ticks) -> Bool { lhs.count < rhs.count }
  static func / (lhs: Ticks, rhs: Int) -> Ticks { Ticks(lhs.count / rhs) }
  static func * (lhs: Ticks, rhs: Int) -> Ticks { Ticks(lhs.count * rhs) }
  static func / (lhs: Ticks, rhs: Ticks) -> Double { Double(lhs.count) / Double(rhs.count) }
}
