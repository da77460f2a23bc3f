/// Keeps the runtime warnings reported while it is in force, instead of passing them on to the
/// test framework or standard error: a driver that treats them as failures of what it drives
/// (the `app`'s sessions that check invariants) reads them after each step.
///
/// It is in force for the work started inside ``collecting(_:)``, and for the tasks that work
/// starts (a store's effects, a view's tasks), which inherit it.
///
/// ```swift
/// let issues = IssueCollector()
/// issues.collecting { store.send(.child(.tapped)) }
/// issues.take()   // ["An \\"ifLet\\" at ... received a child action while its state was nil. ..."]
/// ```
package final class IssueCollector: Sendable {
  /// The collector the current task reports to, if any.
  @TaskLocal package static var current: IssueCollector?

  private let messages = LockIsolated<[String]>([])

  /// Creates a collector that holds no issue.
  package init() {}

  /// Keeps `message`.
  func collect(_ message: String) {
    messages.withLock { $0.append(message) }
  }

  /// The issues kept since the last call, oldest first; the collector holds none after it.
  package func take() -> [String] {
    messages.withLock { messages in
      defer { messages.removeAll() }
      return messages
    }
  }

  /// Runs `body` with this collector in force.
  package func collecting<T>(_ body: () throws -> T) rethrows -> T {
    try Self.$current.withValue(self, operation: body)
  }

  /// Runs `body` with this collector in force.
  package func collecting<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async rethrows -> T {
    try await Self.$current.withValue(self, operation: body, isolation: isolation)
  }
}
