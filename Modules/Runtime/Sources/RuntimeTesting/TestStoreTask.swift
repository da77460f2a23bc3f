import Runtime

/// The effects that sending one action to a ``TestStore`` started.
public struct TestStoreTask: Sendable {
  let rawValue: StoreTask
  let timeout: Duration

  /// Waits for the effects to finish; fails the test if they are still running after
  /// `timeout` (by default the store's timeout).
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let limit = timeout ?? self.timeout
    let finished = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await rawValue.finish(); return true
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
      "Expected the effects of this action to finish, but they were still running after \(limit).",
      at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue.cancel()
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool { rawValue.isCancelled }
}
