import Runtime
import RuntimeTesting
import Testing

/// A file write counts from the moment it is begun until it ends or is released, and a wait
/// for the writes ends when none is pending or when its limit has passed.
@Suite struct FileWriteTrackerTests {
  @Test func aWriteCountsUntilItEndsOnce() {
    let tracker = FileWriteTracker()
    let first = tracker.begin()
    let second = tracker.begin()
    #expect(tracker.pendingCount == 2)
    first.end()
    first.end()
    #expect(tracker.pendingCount == 1)
    second.end()
    #expect(tracker.pendingCount == 0)
  }

  @Test func aWriteThatIsReleasedWithoutEndingEnds() {
    let tracker = FileWriteTracker()
    // An effect that never runs releases the write it was given.
    var write: PendingFileWrite? = tracker.begin()
    #expect(write != nil)
    #expect(tracker.pendingCount == 1)
    write = nil
    #expect(tracker.pendingCount == 0)
  }

  @Test func theWaitEndsWhenTheLastWriteEnds() async {
    let tracker = FileWriteTracker()
    let write = tracker.begin()
    let clock = TestClock()
    let wait = Task { await tracker.waitUntilDone(within: .seconds(30), clock: clock) }
    #expect(await clock.waitForSleepers())
    write.end()
    await clock.advance(by: .milliseconds(10))
    #expect(await wait.value)
    #expect(clock.now == TestClock<Duration>.Instant().advanced(by: .milliseconds(10)))
  }

  @Test func theWaitGivesUpAfterItsLimitWithTheWriteStillPending() async {
    let tracker = FileWriteTracker()
    let write = tracker.begin()
    let clock = ImmediateClock()
    #expect(await !tracker.waitUntilDone(within: .seconds(30), clock: clock))
    #expect(clock.now == TestClock<Duration>.Instant().advanced(by: .seconds(30)))
    #expect(tracker.pendingCount == 1)
    write.end()
    #expect(await tracker.waitUntilDone(within: .zero, clock: clock))
  }

  @Test func previewsAndTestsHaveTrackersOfTheirOwn() {
    let live = DependencyValues(context: .live).fileWrites
    #expect(live === DependencyValues(context: .live).fileWrites)
    #expect(DependencyValues(context: .test).fileWrites !== live)
    #expect(DependencyValues(context: .preview).fileWrites !== live)
  }
}
