extension Effect {
  /// Delays this effect by `duration` on `clock`, restarting the wait whenever another effect
  /// with the same `id` starts, so only the last of a quick burst runs.
  ///
  /// ```swift
  /// case let .searchQueryChanged(query):
  ///   state.searchQuery = query
  ///   return .send(.searchQueryChangeDebounced)
  ///     .debounce(id: CancelID.debounce, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// The wait is measured from the moment the reducer returns the effect, not from when its
  /// task gets to run, so advancing a `TestClock` right after sending fires it deterministically.
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    if isNone { return Effect.cancel(id: id) }
    return Effect.concatenate(Self.wait(for: duration, from: clock), self)
      .cancellable(id: id, cancelInFlight: true)
  }

  /// An effect that sleeps until `duration` after the current instant of `clock`.
  private static func wait<C: Clock<Duration>>(for duration: Duration, from clock: C) -> Self {
    let deadline = clock.now.advanced(by: duration)
    return Effect.run { _ in try await clock.sleep(until: deadline, tolerance: nil) }
  }
}
