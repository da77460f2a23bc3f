import RuntimeTesting

/// A latch that test doubles wait on, ignoring cancellation, until the test opens it.
///
/// It lets a test hold a response back and deliver it late, after the request was cancelled.
final class Gate: Sendable {
  private struct Latch {
    var isOpen = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let latch = LockIsolated(Latch())

  /// The number of tasks waiting for the gate to open.
  var waiterCount: Int { latch.withLock { $0.waiters.count } }

  /// Suspends until the gate is open, even if the calling task is cancelled meanwhile.
  func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isOpen = latch.withLock { latch in
        if !latch.isOpen { latch.waiters.append(continuation) }
        return latch.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Opens the gate and resumes every waiting task.
  func open() {
    let waiters = latch.withLock { latch in
      latch.isOpen = true
      defer { latch.waiters.removeAll() }
      return latch.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Lets other tasks run until `count` tasks wait on the gate; returns whether they do.
  func waitForWaiters(_ count: Int = 1) async -> Bool {
    await yield(until: { waiterCount >= count })
  }
}
