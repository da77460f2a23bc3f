import Runtime

extension TestClock {
  /// Lets other tasks run until `count` tasks sleep on this clock; returns whether they do.
  func waitForSleepers(_ count: Int = 1) async -> Bool {
    for _ in 0..<50 where sleeperCount < count {
      await Task.megaYield()
    }
    return sleeperCount >= count
  }
}
