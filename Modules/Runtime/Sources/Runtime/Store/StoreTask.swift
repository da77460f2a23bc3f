/// The asynchronous work that sending one action started.
///
/// ```swift
/// await store.send(.refresh).finish()   // waits for the refresh effect
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(_ rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Groups tasks into one that finishes when all of them did, and cancels all of them.
  init(tasks: [Task<Void, Never>]) {
    switch tasks.count {
    case 0:
      self.init(nil)
    case 1:
      self.init(tasks[0])
    default:
      self.init(
        Task {
          await withTaskCancellationHandler {
            for task in tasks { await task.value }
          } onCancel: {
            for task in tasks { task.cancel() }
          }
        }
      )
    }
  }

  /// Waits until the work is done; cancelling the waiting task cancels the work.
  ///
  /// It runs on the caller's actor, so waiting for effects that already finished costs no hop.
  public func finish(isolation: isolated (any Actor)? = #isolation) async {
    guard let rawValue else { return }
    await withTaskCancellationHandler {
      await rawValue.value
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Cancels the work.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Whether the work was cancelled (or there was none).
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
