import RuntimeTesting
import Testing

/// A clock whose time the test sets synchronously and whose sleeps return at once, recording
/// the deadline they were asked to wait for.
private final class ManualClock: Clock, Sendable {
  private struct Timeline {
    var now = TestClock<Duration>.Instant()
    var deadlines: [TestClock<Duration>.Instant] = []
  }

  private let timeline = LockIsolated(Timeline())

  var now: TestClock<Duration>.Instant { timeline.withLock { $0.now } }
  var minimumResolution: Duration { .zero }
  var deadlines: [TestClock<Duration>.Instant] { timeline.withLock { $0.deadlines } }

  func set(now: TestClock<Duration>.Instant) {
    timeline.withLock { $0.now = now }
  }

  func sleep(until deadline: TestClock<Duration>.Instant, tolerance _: Duration? = nil) async throws
  {
    timeline.withLock { $0.deadlines.append(deadline) }
  }
}

private struct Debouncer: Reducer {
  let clock: ManualClock

  func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
    guard action else {
      state += 1
      return .none
    }
    return .send(false).debounce(id: "debounce", for: .milliseconds(300), clock: clock)
  }
}

@MainActor
@Suite struct EffectDebounceDeadlineTests {
  @Test func waitIsMeasuredFromWhenTheReducerReturnedTheEffect() async {
    let clock = ManualClock()
    let store = Store(initialState: 0) { Debouncer(clock: clock) }
    let task = store.send(true)
    // The effect's task cannot have started: this test holds the main actor until `finish`.
    clock.set(now: TestClock<Duration>.Instant(offset: .seconds(10)))
    await task.finish()
    #expect(clock.deadlines == [TestClock<Duration>.Instant(offset: .milliseconds(300))])
    #expect(store.currentState == 1)
  }
}
