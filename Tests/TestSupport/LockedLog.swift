import Runtime

/// A list that effects, clients and views append to from any task and tests read afterwards:
/// the calls a test double received, the snapshots a client saved, the text a printer wrote.
///
/// ```swift
/// let queries = LockedLog<String>()
/// client.search = { query in queries.append(query); return .mock }
/// #expect(queries.all == ["Seoul"])
/// ```
public final class LockedLog<Value: Sendable>: Sendable {
  private let values = LockIsolated<[Value]>([])

  /// An empty log.
  public init() {}

  /// Appends `value`.
  public func append(_ value: Value) {
    values.withLock { $0.append(value) }
  }

  /// Everything appended so far, oldest first.
  public var all: [Value] { values.withLock { $0 } }
}
