extension Effect {
  /// An effect that runs asynchronous work and sends actions back into the store with `send`.
  ///
  /// ```swift
  /// return .run { send in
  ///   try await clock.sleep(for: .seconds(1))
  ///   await send(.timerTicked)
  /// } catch: { error, send in
  ///   await send(.failed(error.localizedDescription))
  /// }
  /// ```
  ///
  /// An error the operation throws goes to `handler`; without one it is reported as a runtime
  /// warning. Cancellation is not an error.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (
      @MainActor @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void
    )? =
      nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    Self(
      operation: .run(priority) { send in
        do {
          try await operation(send)
        } catch is CancellationError where Task.isCancelled {
          return
        } catch {
          guard let handler else {
            reportIssue(
              """
              An "Effect.run" threw an unhandled error: \(error)
              Handle errors with "catch:" or inside the operation.
              """,
              fileID: fileID,
              line: line
            )
            return
          }
          await handler(error, send)
        }
      }
    )
  }
}
