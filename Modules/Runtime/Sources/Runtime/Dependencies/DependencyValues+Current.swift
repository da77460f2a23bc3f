import Foundation

extension DependencyValues {
  @TaskLocal static var taskLocal = DependencyValues(context: .live)

  /// The dependencies in force here: those of the reducer running on this thread, or else those
  /// of the current task.
  public static var current: DependencyValues {
    ReducerDependencies.active?.values ?? taskLocal
  }
}

/// The dependencies of the reducer running synchronously on this thread.
///
/// A store activates its dependencies around each `reduce` call. A thread-specific pointer costs
/// a few nanoseconds, where binding a task-local value on every action would allocate.
package final class ReducerDependencies: @unchecked Sendable {
  /// Immutable after creation, so sharing across threads is safe.
  package let values: DependencyValues

  package init(_ values: DependencyValues) {
    self.values = values
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  static var active: ReducerDependencies? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<ReducerDependencies>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Runs `body` with these dependencies active on this thread.
  @inline(__always)
  package func activate<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = pthread_getspecific(Self.key)
    pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
    defer { pthread_setspecific(Self.key, previous) }
    return try body()
  }
}
