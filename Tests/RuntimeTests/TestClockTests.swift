import RuntimeTesting
import Testing

@Suite struct TestClockTests {
  @Test func nextDeadlineIsTheEarliestSleeperDeadline() async throws {
    let clock = TestClock()
    #expect(clock.nextDeadline == nil)
    let late = Task { try await clock.sleep(for: .seconds(2)) }
    let early = Task { try await clock.sleep(for: .milliseconds(300)) }
    while clock.sleeperCount < 2 { await Task.megaYield() }
    #expect(clock.nextDeadline == TestClock.Instant(offset: .milliseconds(300)))
    await clock.advance(by: .milliseconds(300))
    try await early.value
    #expect(clock.nextDeadline == TestClock.Instant(offset: .seconds(2)))
    await clock.advance(by: .seconds(2))
    try await late.value
    #expect(clock.nextDeadline == nil)
  }
}
