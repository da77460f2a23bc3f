extension Clock where Duration == Swift.Duration {
  /// A sequence that ticks every `interval` on this clock until the task iterating it is
  /// cancelled: the clock dependency's timer, as TCA 1.x effects use it.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// .cancellable(id: CancelID.timer)
  /// ```
  ///
  /// Ticks fall at the start plus a whole number of intervals, so a ``TestClock`` advanced by
  /// two intervals delivers two ticks however late the iterating task runs.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer {
    ClockTimer(ticks: { ClockTimer.Ticks(clock: self, interval: interval, tolerance: tolerance) })
  }
}

/// The ticks of `clock.timer(interval:)`: the time elapsed since the timer started,
/// one interval more at each tick.
public struct ClockTimer: AsyncSequence, Sendable {
  public typealias Element = Duration

  let ticks: @Sendable () -> any TickSource

  public func makeAsyncIterator() -> Iterator {
    Iterator(source: ticks())
  }

  /// Waits for the next tick; ends when the task is cancelled.
  public struct Iterator: AsyncIteratorProtocol {
    var source: any TickSource

    public mutating func next() async -> Duration? {
      await source.next()
    }
  }

  /// The next deadlines of a timer on one clock.
  struct Ticks<C: Clock>: TickSource where C.Duration == Duration {
    let clock: C
    let interval: Duration
    let tolerance: Duration?
    var elapsed: Duration = .zero
    var start: C.Instant?

    init(clock: C, interval: Duration, tolerance: Duration?) {
      self.clock = clock
      self.interval = interval
      self.tolerance = tolerance
    }

    mutating func next() async -> Duration? {
      let start = self.start ?? clock.now
      self.start = start
      elapsed += interval
      do {
        try await clock.sleep(until: start.advanced(by: elapsed), tolerance: tolerance)
        return elapsed
      } catch {
        return nil
      }
    }
  }
}

/// What a timer's iterator asks for its next tick.
protocol TickSource {
  mutating func next() async -> Duration?
}

extension Task where Success == Never, Failure == Never {
  /// Suspends until the task is cancelled, then throws `CancellationError`: an effect that
  /// must stay alive until it is cancelled.
  ///
  /// ```swift
  /// return .run { _ in try await Task.never() }.cancellable(id: CancelID.keepAlive)
  /// ```
  public static func never() async throws {
    let stream = AsyncStream<Never> { _ in }
    for await _ in stream {}
    throw _Concurrency.CancellationError()
  }
}

extension Task where Failure == Never {
  /// Suspends until the task is cancelled, then throws `CancellationError`; it never returns a
  /// value.
  public static func never() async throws -> Success {
    let stream = AsyncStream<Success> { _ in }
    for await element in stream { return element }
    throw _Concurrency.CancellationError()
  }
}
