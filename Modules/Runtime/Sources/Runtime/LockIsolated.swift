import Foundation

/// A value guarded by a lock, for state shared between tasks and threads.
///
/// ```swift
/// let calls = LockIsolated(0)
/// calls.withValue { $0 += 1 }
/// calls.value   // 1
/// ```
///
/// It plays the role of `Synchronization.Mutex`, but locks with a pthread mutex: on Linux
/// `Mutex` uses raw futex calls that the thread sanitizer cannot see, so every guarded access
/// would be reported as a data race. Its API is that of the reference's `LockIsolated`
/// (`value`, `withValue`, `setValue`, members read through it), with `withLock` beside it.
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
  // Unchecked: every access to `guarded` happens while `lock` is held.
  private var guarded: Value
  private let lock = NSLock()

  /// Creates a lock around `value`.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.guarded = try value()
  }

  /// Runs `body` with exclusive access to the value.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&guarded)
  }

  /// Runs `operation` with exclusive access to the value, and returns what it returns.
  public func withValue<T: Sendable>(_ operation: (inout Value) throws -> T) rethrows -> T {
    try withLock(operation)
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    try withLock { $0 = try newValue() }
  }

  /// A member of the value, read under the lock: `counter.count`.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    withLock { $0[keyPath: keyPath] }
  }
}

extension LockIsolated {
  /// The element at `key`, made by `make` and kept the first time it is asked for. `make` runs
  /// outside the lock: two threads asking at once may both make one, and each gets its own.
  func element<Key: Hashable, Element>(at key: Key, orMake make: () -> Element) -> Element
  where Value == [Key: Element] {
    if let known = withLock({ $0[key] }) { return known }
    let made = make()
    withLock { $0[key] = made }
    return made
  }
}

extension LockIsolated where Value: Sendable {
  /// The value, read under the lock.
  public var value: Value {
    withLock { $0 }
  }
}
