/// What `.onAppear`, `.onDisappear` and `.task` keep between renders.
final class LifecycleRecord: ViewRecord {
  /// The latest `onDisappear` action.
  var onDisappear: (@MainActor () -> Void)?
  /// The id the running task was started for.
  var taskID: (any Equatable)?
  /// The running task; `nil` once it finished or was cancelled.
  var task: Task<Void, Never>?
  /// Counts the tasks started, so that a finished task only clears its own slot.
  var taskGeneration = 0

  override func tearDown() -> (@MainActor () -> Void)? {
    task?.cancel()
    task = nil
    return onDisappear
  }
}
