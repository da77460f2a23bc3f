import Dispatch

/// A task executor that runs its jobs on the main queue, where the main actor runs.
///
/// A task that prefers it runs its nonisolated code (a test clock's `sleep`, a resumed
/// continuation) on the thread that runs the main actor, instead of waking a thread of the
/// global executor and hopping back: on Linux each such hop costs a kernel wake-up.
///
/// ```swift
/// Task(executorPreference: MainQueueTaskExecutor.shared) { @MainActor in
///   try await clock.sleep(for: .seconds(1))   // no thread switch
/// }
/// ```
package final class MainQueueTaskExecutor: TaskExecutor {
  /// The one instance.
  package static let shared = MainQueueTaskExecutor()

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    DispatchQueue.main.async { job.runSynchronously(on: executor) }
  }
}
