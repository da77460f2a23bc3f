import Dispatch
import Synchronization

/// Wakes a driver that waits for the work it started to settle.
///
/// Whatever may have settled the work signals it (a task fell asleep on a ``TestClock``, an
/// effect or a view's task ended), and the driver checks its condition again. It replaces
/// yielding in a loop, which on Linux wakes a thread for every yield.
///
/// ```swift
/// clock.onSleep { signal.signal() }
/// while store.inFlightEffectCount > clock.sleeperCount {
///   guard await signal.wait(until: .now + .seconds(1)) else { break }
/// }
/// ```
package final class WorkSignal: Sendable {
  private struct State {
    var waiter: CheckedContinuation<Bool, Never>?
    var deadline = ContinuousClock.Instant.now
    var isSignalled = false
    /// Whether a timer will look at the waiter's deadline. One timer serves many waits: it is
    /// armed for the first wait, and when it fires early for a later one it arms itself again.
    var isTimerArmed = false
  }

  private let state = Mutex(State())

  package init() {}

  /// Wakes the waiter, or the next one to wait if none waits now.
  package func signal() {
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

  /// Waits for a signal since the last wait; returns `false` if none came by `deadline`.
  package func wait(until deadline: ContinuousClock.Instant) async -> Bool {
    await withCheckedContinuation { continuation in
      let (outcome, armsTimer) = state.withLock { state -> (Bool?, Bool) in
        if state.isSignalled {
          state.isSignalled = false
          return (true, false)
        }
        guard ContinuousClock.now < deadline else { return (false, false) }
        state.waiter = continuation
        state.deadline = deadline
        defer { state.isTimerArmed = true }
        return (nil, !state.isTimerArmed)
      }
      if let outcome { continuation.resume(returning: outcome) }
      if armsTimer { armTimer(for: deadline) }
    }
  }

  /// Looks at the waiter at `deadline`: resumes it with `false` if its own deadline has
  /// passed, or arms the timer again for it.
  private func armTimer(for deadline: ContinuousClock.Instant) {
    let delay = ContinuousClock.now.duration(to: deadline)
    let nanoseconds = max(
      0,
      Int(delay.components.seconds) * 1_000_000_000
        + Int(delay.components.attoseconds / 1_000_000_000))
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
      [weak self] in
      guard let self else { return }
      let (expired, next) = self.state.withLock {
        state -> (CheckedContinuation<Bool, Never>?, ContinuousClock.Instant?) in
        guard let waiter = state.waiter else {
          state.isTimerArmed = false
          return (nil, nil)
        }
        guard ContinuousClock.now >= state.deadline else { return (nil, state.deadline) }
        state.waiter = nil
        state.isTimerArmed = false
        return (waiter, nil)
      }
      expired?.resume(returning: false)
      if let next { self.armTimer(for: next) }
    }
  }
}
