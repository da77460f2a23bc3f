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
