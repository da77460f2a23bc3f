extension DependencyValues {
  /// The clock that every wait in a feature uses: debounces, timeouts, simulated latency.
  ///
  /// Live, it is a `ContinuousClock`; tests and scripts install a ``TestClock`` and advance
  /// virtual time instead of sleeping.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let previewValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: "continuousClock")
}

/// The test value of the clock dependency: any use fails the test, naming the dependency.
struct UnimplementedClock: Clock, Sendable {
  let name: String

  var now: ContinuousClock.Instant {
    reportIssue("Unimplemented clock: \(name) was read. Set a TestClock or ImmediateClock.")
    return ContinuousClock.now
  }

  var minimumResolution: Duration { .zero }

  func sleep(until _: ContinuousClock.Instant, tolerance _: Duration?) async throws {
    reportIssue("Unimplemented clock: \(name) was slept on. Set a TestClock or ImmediateClock.")
    try Task.checkCancellation()
  }
}
