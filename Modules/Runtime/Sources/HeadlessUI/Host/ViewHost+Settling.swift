import Runtime

extension ViewHost {
  /// Waits until the effects `store` runs and the views' `.task` bodies have finished, moving
  /// `clock` from one wake-up to the next while all of them sleep on it; returns whether they
  /// finished within `timeout` of virtual time.
  ///
  /// A tap sends its action at once, but the effects it starts run later; this is how a test
  /// waits for them, and for the effects their actions start in turn:
  ///
  /// ```swift
  /// try host.tap("Log in")
  /// #expect(await host.settle(store, clock: clock))
  /// #expect(store.currentState.isLoggedIn)
  /// ```
  ///
  /// Work that waits on something other than `clock` (a live request) is given five seconds
  /// of real time to fall asleep on it or end; then settling gives up and returns `false`, as
  /// it does when the next wake-up is past `timeout`. The clock never moves past the timeout.
  public func settle<State, Action>(
    _ store: Store<State, Action>, clock: TestClock<Duration>, timeout: Duration = .seconds(60)
  ) async -> Bool {
    let limit = clock.now.advanced(by: timeout)
    var pending: Int { store.inFlightEffectCount + activeTaskCount }
    while pending > 0 {
      let realLimit = ContinuousClock.now.advanced(by: .seconds(5))
      while pending > clock.sleeperCount, ContinuousClock.now < realLimit {
        await Task.megaYield()
      }
      guard pending > 0 else { return true }
      guard pending <= clock.sleeperCount, let next = clock.nextDeadline, next <= limit else {
        if pending <= clock.sleeperCount { await clock.advance(to: limit) }
        return false
      }
      await clock.advance(to: next)
    }
    return true
  }
}
