import AppEngine
import Runtime
import Testing

/// A replay decodes the action of a line recorded again once, unless decoding it makes a class
/// instance that two steps would then share.
@Suite struct DecodedActionsTests {
  /// An action that carries a shared value, as an action carrying a child's state can.
  struct Carrying: Equatable {
    var count: Shared<Int>
  }

  @Test func aRepeatedLineIsDecodedOnce() throws {
    // Entries 0, 2 and 3 share a line, and so do 1 and 4.
    var decoded = DecodedActions<String>(firstOccurrences: [0, 1, 0, 0, 1])
    var decodings = 0
    let actions = try (0..<5).map { index in
      try decoded.action(at: index) { () throws(SessionFailure) in
        decodings += 1
        return "action \(index)"
      }
    }
    #expect(actions == ["action 0", "action 1", "action 0", "action 0", "action 1"])
    #expect(decodings == 2)
  }

  @Test func withoutRepeatsEachEntryIsDecoded() {
    var decoded = DecodedActions<Int>()
    var decodings = 0
    for index in 0..<3 {
      let action = decoded.action(at: index) {
        decodings += 1
        return index
      }
      #expect(action == index)
    }
    #expect(decodings == 3)
  }

  @Test func anActionHoldingAClassInstanceIsDecodedAnew() {
    var decoded = DecodedActions<Carrying>(firstOccurrences: [0, 0])
    let first = decoded.action(at: 0) { Carrying(count: Shared(value: 1)) }
    let second = decoded.action(at: 1) { Carrying(count: Shared(value: 1)) }
    first.count.withLock { $0 = 2 }
    #expect(second.count.wrappedValue == 1)
  }

  @Test func aFailedDecodingIsTriedAgainAndSaysSo() {
    var decoded = DecodedActions<Int>(firstOccurrences: [0, 0])
    for index in 0..<2 {
      #expect(throws: SessionFailure.recording("line \(index + 2)")) {
        try decoded.action(at: index) { () throws(SessionFailure) -> Int in
          throw .recording("line \(index + 2)")
        }
      }
    }
  }
}
