import Runtime

/// Counts calls made from `@Sendable` closures.
final class CallCounter: Sendable {
  private let count = LockIsolated(0)

  func increment() {
    count.withLock { $0 += 1 }
  }

  var value: Int {
    count.withLock { $0 }
  }
}
