import Foundation

/// A value guarded by a lock, for state shared between tasks and threads.
///
/// ```swift
/// let calls = LockIsolated(0)
/// calls.withLock { $0 += 1 }
/// ```
///
/// It plays the role of `Synchronization.Mutex`, but locks with a pthread mutex: on Linux
/// `Mutex` uses raw futex calls that the thread sanitizer cannot see, so every guarded access
/// would be reported as a data race.
public final class LockIsolated<Value>: @unchecked Sendable {
  // Unchecked: every access to `value` happens while `lock` is held.
  private var value: Value
  private let lock = NSLock()

  /// Creates a lock around `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
