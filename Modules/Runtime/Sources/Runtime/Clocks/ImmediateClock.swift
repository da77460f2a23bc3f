/// A clock that never waits: every sleep returns at once and moves the clock forward.
///
/// Use it where a test does not care about time, only about what happens after the wait.
public final class ImmediateClock: Clock, Sendable {
  private let current = LockIsolated(TestClock<Duration>.Instant())

  /// Creates a clock at time zero.
  public init() {}

  public var now: TestClock<Duration>.Instant { current.withLock { $0 } }

  public var minimumResolution: Duration { .zero }

  public func sleep(
    until deadline: TestClock<Duration>.Instant, tolerance _: Duration? = nil
  ) async throws {
    try Task.checkCancellation()
    current.withLock { now in
      if now < deadline { now = deadline }
    }
    await Task.yield()
  }
}
