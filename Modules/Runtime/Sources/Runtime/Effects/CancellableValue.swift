extension Task where Failure == any Error {
  /// The task's value, awaited so that cancelling the waiting task cancels this one too.
  ///
  /// ```swift
  /// let download = Task { try await client.download(url) }
  /// let data = try await download.cancellableValue
  /// ```
  public var cancellableValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await value
      } onCancel: {
        cancel()
      }
    }
  }
}

extension Task where Failure == Never {
  /// The task's value, awaited so that cancelling the waiting task cancels this one too.
  public var cancellableValue: Success {
    get async {
      await withTaskCancellationHandler {
        await value
      } onCancel: {
        cancel()
      }
    }
  }
}
