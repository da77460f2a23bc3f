import Runtime

/// A thread-safe list that effects append to and tests read afterwards.
final class LockedLog<Value: Sendable>: Sendable {
  private let values = LockIsolated<[Value]>([])

  init() {}

  func append(_ value: Value) {
    values.withLock { $0.append(value) }
  }

  var all: [Value] { values.withLock { $0 } }
}
