import Runtime

/// The effects that sending one action to a ``TestStore`` started, with the effects of the
/// actions they sent back, however deep.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await store.receive(.response) { $0.isLoading = false }
/// await task.cancel()  // the view went away: stops what .onAppear started
/// ```
public struct TestStoreTask: Sendable {
  let rawValue: StoreTask
  let timeout: Duration
  /// The tasks of the effects the send started, directly or through actions they sent, that
  /// are still running.
  let runningTasks: @MainActor @Sendable () -> [Task<Void, Never>]
  /// Cancels those effects.
  let cancelRunning: @MainActor @Sendable () -> Void

  /// Waits for the effects to finish; fails the test if they are still running after
  /// `timeout` (by default the store's timeout), and then cancels them.
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let limit = timeout ?? self.timeout
    await Task.megaYield()
    let finished = await withTaskGroup(of: Bool.self) { [runningTasks, cancelRunning] group in
      group.addTask {
        await Self.waitForEffects(running: runningTasks, cancel: cancelRunning)
        return true
      }
      group.addTask {
        try? await Task.sleep(for: limit)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    guard !finished else { return }
    TestFrameworkIssueReporter.record(
      "The effects of this action were still running after \(describeTimeout(limit)) of "
        + "waiting for them to end.",
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits for the effects to finish, at most `nanoseconds` (by default the store's timeout):
  /// the overload taking a `Duration`, with the timeout in nanoseconds as the reference library
  /// spells it.
  @_disfavoredOverload
  @MainActor
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: nanoseconds.map { .nanoseconds($0) }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Cancels the effects and waits until they have stopped.
  @MainActor
  public func cancel() async {
    let tasks = runningTasks()
    rawValue.cancel()
    cancelRunning()
    for task in tasks { await task.value }
  }

  /// Whether the effects were cancelled (or there were none).
  public var isCancelled: Bool { rawValue.isCancelled }

  /// Waits until `running` lists no task; cancelling the waiting task calls `cancel`.
  @MainActor
  private static func waitForEffects(
    running: @MainActor @Sendable () -> [Task<Void, Never>],
    cancel: @escaping @MainActor @Sendable () -> Void
  ) async {
    await withTaskCancellationHandler {
      while case let tasks = running(), !tasks.isEmpty {
        for task in tasks { await task.value }
      }
    } onCancel: {
      Task { @MainActor in cancel() }
    }
  }
}

/// A timeout in seconds, as failures state it: `1.0 seconds`, `0.25 seconds`.
func describeTimeout(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  return "\(Double(seconds) + Double(attoseconds) / 1e18) seconds"
}
