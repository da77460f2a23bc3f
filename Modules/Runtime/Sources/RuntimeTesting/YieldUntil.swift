import Runtime

/// Lets other work run until `condition` holds, for at most `timeout` of real time; returns
/// whether it holds.
///
/// ```swift
/// await yield(until: { store.currentState.results.count == 3 })
/// ```
///
/// Use it where a test waits for work that runs elsewhere, such as a sleep registering on a
/// `TestClock`: a bound in time instead of in attempts keeps the test reliable on a loaded
/// machine and under the sanitizers, and a passing test never waits the whole timeout.
@discardableResult
public func yield(
  until condition: () -> Bool,
  timeout: Duration = .seconds(5),
  isolation: isolated (any Actor)? = #isolation
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    await Task.megaYield()
  }
  return true
}

extension TestClock {
  /// Lets other work run until at least `count` tasks sleep on this clock, so that advancing it
  /// wakes them instead of leaving them behind; returns whether they ever did.
  @discardableResult
  public func waitForSleepers(
    _ count: Int = 1,
    timeout: Swift.Duration = .seconds(5),
    isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    await yield(until: { sleeperCount >= count }, timeout: timeout)
  }
}
