import Runtime

/// Collects text written from any thread, such as the output of a `_printChanges` printer.
final class PrintedLog: Sendable {
  private let chunks = LockIsolated<[String]>([])

  func append(_ chunk: String) {
    chunks.withLock { $0.append(chunk) }
  }

  var text: String {
    chunks.withLock { $0.joined(separator: "\n") }
  }
}
