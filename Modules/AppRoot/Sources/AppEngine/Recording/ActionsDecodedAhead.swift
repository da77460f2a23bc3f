import Foundation

/// Decodes the actions of a replay's entries on a thread of its own, a few batches ahead of
/// the reducer that takes them in order, so that decoding and reducing share the time.
///
/// A failure to decode is handed over in its place: the reducer reduces every action before
/// it, then throws it, as it would have decoding each action itself. Decoding stops there.
///
/// The reducer calls ``next()`` once for each `.action` entry, and ``cancel()`` when it is done.
///
/// ```swift
/// let actions = ActionsDecodedAhead<AppFeature.Action>(
///   entries: recording.entries, firstOccurrences: firstOccurrences
/// ) { offset, json in try decode(json, offset) }
/// defer { actions.cancel() }
/// for case .action = entry { core.send(try actions.next()) }
/// ```
package final class ActionsDecodedAhead<Action: Sendable>: @unchecked Sendable {
  /// A decoded action, or why it did not decode.
  private typealias Decoded = Result<Action, SessionFailure>

  /// How many actions the decoding thread hands over at a time.
  private static var batchSize: Int { 256 }
  /// How many handed-over actions may wait for the reducer before decoding pauses, so that
  /// a long recording is not held decoded whole.
  private static var waitingLimit: Int { 16 * batchSize }

  // Unchecked: every property below `condition` is read and written with it locked, but for
  // `taking` and `nextTaken`, which only the reducer's thread touches.
  private let condition = NSCondition()
  private var handedOver: [Decoded] = []
  private var isFinished = false
  private var isCancelled = false
  private var taking: [Decoded] = []
  private var nextTaken = 0

  /// Starts decoding the action of each `.action` entry of `entries` with `decode`, which is
  /// given the entry's offset and its JSON; an action recorded again on the same line is
  /// decoded once, by `firstOccurrences` (see ``DecodedActions``).
  package init(
    entries: [RecordingEntry], firstOccurrences: [Int],
    decode: @escaping @Sendable (_ offset: Int, _ json: JSONValue) throws(SessionFailure) -> Action
  ) {
    Thread.detachNewThread { [self] in
      decodeAll(of: entries, firstOccurrences: firstOccurrences, with: decode)
    }
  }

  /// The next action, in the order of the entries, waiting for it to be decoded; throws the
  /// failure to decode it.
  package func next() throws(SessionFailure) -> Action {
    if nextTaken == taking.count {
      condition.lock()
      while handedOver.isEmpty, !isFinished { condition.wait() }
      taking = handedOver
      handedOver = []
      condition.signal()
      condition.unlock()
      nextTaken = 0
    }
    defer { nextTaken += 1 }
    return try taking[nextTaken].get()
  }

  /// Stops decoding: the reducer takes no more actions. The decoding thread holds this
  /// object until it stops, so a reducer that is done calls it.
  package func cancel() {
    condition.lock()
    isCancelled = true
    condition.signal()
    condition.unlock()
  }

  private func decodeAll(
    of entries: [RecordingEntry], firstOccurrences: [Int],
    with decode: (Int, JSONValue) throws(SessionFailure) -> Action
  ) {
    var decodedActions = DecodedActions<Action>(firstOccurrences: firstOccurrences)
    var batch: [Decoded] = []
    batch.reserveCapacity(Self.batchSize)
    for (offset, entry) in entries.enumerated() {
      guard case .action(let json, _, _) = entry else { continue }
      let decoded = Result { () throws(SessionFailure) in
        try decodedActions.action(at: offset) { () throws(SessionFailure) in
          try decode(offset, json)
        }
      }
      batch.append(decoded)
      if case .failure = decoded { break }
      if batch.count == Self.batchSize {
        guard handOver(batch) else { return }
        batch.removeAll(keepingCapacity: true)
      }
    }
    _ = handOver(batch, isLast: true)
  }

  /// Hands `batch` to the reducer, first waiting while too many wait for it; false when the
  /// reducer takes no more.
  private func handOver(_ batch: [Decoded], isLast: Bool = false) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while handedOver.count >= Self.waitingLimit, !isCancelled { condition.wait() }
    guard !isCancelled else { return false }
    handedOver.append(contentsOf: batch)
    isFinished = isLast
    condition.signal()
    return true
  }
}
