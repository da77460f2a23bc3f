/// A clock whose time only moves when told to, so that tests and scripts control every wait.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: SearchFeature.State()) {
///   SearchFeature()
/// } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.searchQueryChanged("S")) { $0.searchQuery = "S" }
/// await clock.advance(by: .milliseconds(300))   // the debounced search runs now
/// ```
///
/// `TestClock()` counts in `Swift.Duration`, the duration of `continuousClock`; a clock of
/// another duration type is written with it, as in `TestClock<MyDuration>(now: .init())`.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in the clock's virtual time.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time elapsed since the clock was created.
    public let offset: Duration

    /// Creates an instant at `offset` from the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }

    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let number: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Timeline {
    var now = Instant()
    var nextNumber = 0
    /// Waiting sleepers by registration number, so cancelling one is a dictionary removal.
    var sleepers: [Int: Sleeper] = [:]
    var cancelledBeforeSleeping: Set<Int> = []
  }

  private let timeline = LockIsolated(Timeline())
  /// Called each time a task falls asleep on the clock, on the thread it sleeps from.
  private let sleepObserver: (@Sendable () -> Void)?

  /// Creates a clock at `now`.
  public init(now: Instant) {
    timeline.withLock { $0.now = now }
    sleepObserver = nil
  }

  /// Creates a clock at time zero that tells `sleepObserver` each time a task falls asleep on
  /// it.
  private init(sleepObserver: @escaping @Sendable () -> Void) {
    self.sleepObserver = sleepObserver
  }

  /// The current virtual time.
  public var now: Instant { timeline.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  /// The number of tasks waiting for a deadline.
  public var sleeperCount: Int { timeline.withLock { $0.sleepers.count } }

  /// The earliest deadline a task sleeps until, or `nil` when nobody sleeps.
  ///
  /// ```swift
  /// if let next = clock.nextDeadline { await clock.advance(to: next) }
  /// ```
  public var nextDeadline: Instant? {
    timeline.withLock { $0.sleepers.values.map(\.deadline).min() }
  }

  /// Suspends until the clock has been advanced to `deadline`.
  ///
  /// A deadline equal to ``now`` waits too, for the next ``advance(by:)`` (even by zero); only
  /// a deadline already past returns at once.
  public func sleep(until deadline: Instant, tolerance _: Duration? = nil) async throws {
    try Task.checkCancellation()
    let number = timeline.withLock { timeline in
      timeline.nextNumber += 1
      return timeline.nextNumber
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        // Either the sleep ends at once, or the task fell asleep and the observer hears of it.
        let outcome = timeline.withLock { timeline -> Result<Void, any Error>? in
          if timeline.cancelledBeforeSleeping.remove(number) != nil {
            return .failure(CancellationError())
          }
          if deadline < timeline.now { return .success(()) }
          timeline.sleepers[number] = Sleeper(
            number: number, deadline: deadline, continuation: continuation
          )
          return nil
        }
        if let outcome {
          continuation.resume(with: outcome)
        } else {
          sleepObserver?()
        }
      }
    } onCancel: {
      let sleeper = timeline.withLock { timeline -> Sleeper? in
        guard let sleeper = timeline.sleepers.removeValue(forKey: number) else {
          timeline.cancelledBeforeSleeping.insert(number)
          return nil
        }
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline passes, in deadline
  /// order, and letting the woken work run before moving on.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`; see ``advance(by:)``.
  public func advance(to deadline: Instant) async {
    await Task.megaYield()
    while wakeNext(notAfter: deadline) {
      await Task.megaYield()
    }
    await Task.megaYield()
  }

  /// Moves time forward from one wake-up to the next until nobody sleeps on the clock any more:
  /// every wait, however long, ends.
  ///
  /// ```swift
  /// await clock.run()   // the timers and debounces started so far all fired
  /// ```
  public func run() async {
    await Task.megaYield()
    while let next = nextDeadline {
      await advance(to: next)
    }
  }

  /// Wakes the earliest sleeper due by `deadline`, moving time to its deadline, and returns
  /// `true`; with none due, moves time to `deadline` and returns `false`. Unlike
  /// ``advance(to:)`` it does not wait for the woken work: a driver that knows when its work is
  /// idle uses it to advance without yielding more than it must.
  ///
  /// ```swift
  /// while clock.wakeNext(notAfter: deadline) {
  ///   await Task.yield()   // let the woken work run
  /// }
  /// ```
  @discardableResult
  public func wakeNext(notAfter deadline: Instant) -> Bool {
    guard let due = wakeNextSleeper(notAfter: deadline) else { return false }
    due.continuation.resume()
    return true
  }

  /// Takes the earliest sleeper due by `deadline` and moves time to its deadline; with none
  /// due, moves time to `deadline` in the same critical section, so no sleeper can slip in
  /// between.
  private func wakeNextSleeper(notAfter deadline: Instant) -> Sleeper? {
    timeline.withLock { timeline in
      // The earliest deadline wakes first; equal deadlines wake in the order they slept.
      guard
        let next = timeline.sleepers.values
          .filter({ $0.deadline <= deadline })
          .min(by: { ($0.deadline, $0.number) < ($1.deadline, $1.number) })
      else {
        if timeline.now < deadline { timeline.now = deadline }
        return nil
      }
      let sleeper = next
      timeline.sleepers[next.number] = nil
      if timeline.now < sleeper.deadline { timeline.now = sleeper.deadline }
      return sleeper
    }
  }
}

extension TestClock where Duration == Swift.Duration {
  /// Creates a clock at time zero, counting in `Swift.Duration`.
  ///
  /// ```swift
  /// let clock = TestClock()   // a TestClock<Duration>
  /// ```
  public convenience init() {
    self.init(now: Instant())
  }

  /// Creates a clock at time zero that tells `work` each time a task falls asleep on it: a
  /// driver waiting for woken work to settle checks again then.
  package convenience init(work: WorkObserver) {
    self.init(sleepObserver: work.workMayBeIdle)
  }

  /// Moves time forward from one wake-up to the next until nobody sleeps on the clock any more,
  /// as ``run()`` does, giving the work `timeout` of real time to get there; work still asleep
  /// then (a timer that never stops) is reported as an issue.
  ///
  /// When nobody sleeps, work just woken may not have reached its next sleep yet (on a loaded
  /// machine, or under a sanitizer): the clock is done only once nobody has slept for a tenth
  /// of `timeout` of real time, at most a second.
  ///
  /// ```swift
  /// await clock.run(timeout: .seconds(7))
  /// ```
  public func run(
    timeout: Duration, fileID: StaticString = #fileID, line: UInt = #line
  ) async {
    let realDeadline = ContinuousClock.now.advanced(by: timeout)
    let quietPeriod = min(timeout / 10, .seconds(1))
    await Task.megaYield()
    while ContinuousClock.now < realDeadline {
      if let next = nextDeadline {
        await advance(to: next)
        continue
      }
      // Nobody sleeps now, but work just woken may not have reached its next sleep yet: give it
      // real time to get there, as turns alone may not come to it on a busy machine.
      let quietUntil = min(ContinuousClock.now.advanced(by: quietPeriod), realDeadline)
      while nextDeadline == nil, ContinuousClock.now < quietUntil {
        await Task.megaYield(count: 1)
        try? await Task.sleep(for: .milliseconds(1))
      }
      if nextDeadline == nil { break }
    }
    if sleeperCount > 0 {
      reportIssue(
        """
        The test clock still had \(sleeperCount) sleeping after running for \(timeout): some \
        work keeps sleeping on it (a timer that is never cancelled?).
        """,
        fileID: fileID, line: line)
    }
  }

  /// Advances until nobody sleeps any more, or fails after `limit` of virtual time.
  @discardableResult
  public func run(limit: Duration = .seconds(3600)) async -> Bool {
    let end = now.advanced(by: limit)
    await Task.megaYield()
    while let next = nextDeadline, next <= end {
      await advance(to: next)
    }
    return sleeperCount == 0
  }
}

extension Task where Success == Never, Failure == Never {
  /// Yields many times in a row, so that work woken up on the main actor (where effects run)
  /// gets to its next suspension point before the caller goes on.
  ///
  /// Every yield passes through the main actor, so main-actor jobs queued before it run first
  /// even when the caller is not on the main actor and the main actor is busy.
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<count {
      await Task<Void, Never>.detached(priority: .background) { await MainActor.run {} }.value
    }
  }
}
