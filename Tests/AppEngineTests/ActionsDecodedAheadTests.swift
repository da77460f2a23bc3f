import AppEngine
import Runtime
import Synchronization
import Testing

/// A replay's actions are decoded on a thread of their own, and reach the reducer as if it had
/// decoded each itself: in order, each failure in its place, each repeated line decoded once.
@Suite struct ActionsDecodedAheadTests {
  /// `count` action entries with an advance before each, the action of entry `offset` holding
  /// the number `offset`.
  static func entries(count: Int) -> [RecordingEntry] {
    (0..<count).flatMap { index in
      [.advance(.milliseconds(1)), .action(.integer(2 * index + 1), origin: .user)]
    }
  }

  static func number(_ json: JSONValue) -> Int {
    guard case .integer(let number) = json else { return -1 }
    return number
  }

  @Test func theActionsComeInTheOrderOfTheEntries() throws {
    // More than the decoding thread hands over at once, and than it lets wait.
    let entries = Self.entries(count: 10_000)
    let actions = ActionsDecodedAhead<Int>(entries: entries, firstOccurrences: []) { _, json in
      Self.number(json)
    }
    defer { actions.cancel() }
    let taken = try (0..<10_000).map { _ in try actions.next() }
    #expect(taken == (0..<10_000).map { 2 * $0 + 1 })
  }

  @Test func aFailureComesInPlaceOfItsActionAndDecodingStopsThere() throws {
    let decodings = Mutex(0)
    let entries = Self.entries(count: 1_000)
    let actions = ActionsDecodedAhead<Int>(entries: entries, firstOccurrences: []) {
      offset, json throws(SessionFailure) in
      decodings.withLock { $0 += 1 }
      guard offset != 501 else { throw .recording("line \(offset + 2)") }
      return Self.number(json)
    }
    defer { actions.cancel() }
    for index in 0..<250 {
      #expect(try actions.next() == 2 * index + 1)
    }
    #expect(throws: SessionFailure.recording("line 503")) { try actions.next() }
    #expect(decodings.withLock { $0 } == 251)
  }

  @Test func aLineRecordedAgainIsDecodedOnce() throws {
    // Entries 1, 3 and 5 are the same action line.
    let entries = Self.entries(count: 3)
    let decodings = Mutex(0)
    let actions = ActionsDecodedAhead<Int>(
      entries: entries, firstOccurrences: [0, 1, 0, 1, 0, 1]
    ) { _, json in
      decodings.withLock { $0 += 1 }
      return Self.number(json)
    }
    defer { actions.cancel() }
    let taken = try (0..<3).map { _ in try actions.next() }
    #expect(taken == [1, 1, 1])
    #expect(decodings.withLock { $0 } == 1)
  }
}
