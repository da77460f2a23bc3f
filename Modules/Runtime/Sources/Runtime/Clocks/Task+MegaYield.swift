extension Task where Success == Never, Failure == Never {
  /// Yields many times in a row, so that work woken up on the main actor (where effects run)
  /// gets to its next suspension point before the caller goes on.
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<count { await Task<Void, Never>.detached(priority: .background) {}.value }
  }
}
