import RuntimeTesting

extension TestClock {
  /// Yields until at least `count` tasks sleep on the clock, so that advancing it wakes them
  /// instead of leaving them behind; returns whether they ever did.
  func waitForSleepers(_ count: Int = 1) async -> Bool {
    for _ in 0..<10_000 where sleeperCount < count {
      await Task.yield()
    }
    return sleeperCount >= count
  }
}
