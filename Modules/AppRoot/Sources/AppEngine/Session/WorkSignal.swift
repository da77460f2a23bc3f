import Dispatch
import Runtime

/// Wakes a driver on the main actor that waits for the work it started to settle.
///
/// Whatever may have settled the work signals it (a task fell asleep on a ``TestClock``, an
/// effect or a view's task ended), and the driver checks its condition again. It replaces
/// yielding in a loop, which on Linux wakes a thread for every yield.
///
/// A wait gives up only after its patience has passed in turns of the main queue, where the
/// work runs: a tick every ``tickInterval``, each scheduled when the last one ran. Real time
/// alone is no measure: other work on the main queue (another session, a test running beside
/// it) can hold it for longer than the patience while the work waited for is merely queued.
///
/// ```swift
/// let clock = TestClock(work: WorkObserver(executor: nil, workMayBeIdle: { signal.signal() }))
/// while store.inFlightEffectCount > clock.sleeperCount {
///   guard await signal.wait(patience: .seconds(1)) else { break }
/// }
/// ```
final class WorkSignal: Sendable {
  private struct State {
    var waiter: CheckedContinuation<Bool, Never>?
    var isSignalled = false
    /// Counts the waits that suspended: a new one since the last tick is progress.
    var waitNumber = 0
    var isTicking = false
    var tickedWaitNumber = 0
    var ticksWithoutProgress = 0
    var ticksAllowed = 0
  }

  /// How often, in milliseconds, a waiting driver's patience is counted down.
  private static let tickMilliseconds = 25

  /// ``tickMilliseconds`` as a duration.
  private static var tickInterval: Duration { .milliseconds(tickMilliseconds) }

  // A lock the thread sanitizer knows: it takes `Mutex`'s futex for a data race.
  private let state = LockIsolated(State())

  init() {}

  /// Wakes the waiter, or the next one to wait if none waits now.
  func signal() {
    let waiter = state.withLock { state in
      guard let waiter = state.waiter else {
        state.isSignalled = true
        return CheckedContinuation<Bool, Never>?.none
      }
      state.waiter = nil
      return waiter
    }
    waiter?.resume(returning: true)
  }

  /// Waits for a signal since the last wait; returns `false` if none came while the main queue
  /// ran for `patience` without another wait beginning.
  func wait(patience: Duration) async -> Bool {
    await withCheckedContinuation { continuation in
      let (signalled, startsTicking) = state.withLock { state -> (Bool, Bool) in
        if state.isSignalled {
          state.isSignalled = false
          return (true, false)
        }
        state.waiter = continuation
        state.waitNumber += 1
        state.ticksAllowed = max(1, Int(patience / Self.tickInterval))
        defer { state.isTicking = true }
        return (false, !state.isTicking)
      }
      if signalled { continuation.resume(returning: true) }
      if startsTicking { scheduleTick() }
    }
  }

  /// Counts down the waiter's patience on the main queue, and keeps ticking while a driver
  /// waits; a new wait since the last tick starts the count again.
  private func scheduleTick() {
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(Self.tickMilliseconds)) {
      [weak self] in
      guard let self else { return }
      // `nil`: stop ticking; `.some(nil)`: tick again; `.some(waiter)`: it ran out of patience.
      let outcome = self.state.withLock { state -> CheckedContinuation<Bool, Never>?? in
        guard let waiter = state.waiter else {
          state.isTicking = false
          return nil
        }
        if state.waitNumber != state.tickedWaitNumber {
          state.tickedWaitNumber = state.waitNumber
          state.ticksWithoutProgress = 0
        }
        state.ticksWithoutProgress += 1
        guard state.ticksWithoutProgress >= state.ticksAllowed else { return .some(nil) }
        state.waiter = nil
        state.isTicking = false
        return waiter
      }
      switch outcome {
      case nil: return
      case .some(nil): self.scheduleTick()
      case .some(let waiter?): waiter.resume(returning: false)
      }
    }
  }
}
