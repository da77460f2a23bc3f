extension Task where Success == Never, Failure == Never {
  /// Yields many times in a row, so that work woken up on the main actor (where effects run)
  /// gets to its next suspension point before the caller goes on.
  ///
  /// Every yield passes through the main actor, so main-actor jobs queued before it run first
  /// even when the caller is not on the main actor and the main actor is busy.
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<count {
      await Task<Void, Never>.detached(priority: .background) { await MainActor.run {} }.value
    }
  }
}
