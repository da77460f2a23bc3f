import Runtime

/// Records the arguments a test double was called with, from any task.
final class CallRecorder<Value: Sendable>: Sendable {
  private let storage = LockIsolated<[Value]>([])

  /// The arguments recorded so far, oldest first.
  var values: [Value] { storage.withLock { $0 } }

  /// Records one call.
  func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }
}
