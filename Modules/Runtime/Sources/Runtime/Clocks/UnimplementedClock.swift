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
