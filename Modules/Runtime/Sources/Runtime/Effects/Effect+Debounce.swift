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
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    if isNone { return Effect.cancel(id: id) }
    return Effect.concatenate(
      Effect.run { _ in try await clock.sleep(for: duration) },
      self
    )
    .cancellable(id: id, cancelInFlight: true)
  }
}
