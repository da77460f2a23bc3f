extension Clock where Duration == Swift.Duration {
  /// Returns a sleep that ends `duration` after the moment of this call.
  ///
  /// The deadline is fixed when the reducer builds the effect, not when the effect first runs,
  /// so a `TestClock` advanced right after sending an action always covers the whole delay.
  func sleeper(for duration: Duration) -> @Sendable () async throws -> Void {
    let deadline = now.advanced(by: duration)
    return { try await self.sleep(until: deadline, tolerance: nil) }
  }
}
