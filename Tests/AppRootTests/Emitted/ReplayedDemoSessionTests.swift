// Emitted by `app replay demo-session.jsonl --emit-test` from a recording of version 0.1.0.
// Emit it again instead of editing it; it is generated, so the formatter leaves it alone.
// swift-format-ignore-file
import Foundation
import RuntimeTesting
import Testing

@MainActor
@Suite struct ReplayedDemoSessionTests {
  @Test func replaysTheRecording() async throws {
    let clock = TestClock()
    let initialState = try recorded(
      DemoFeature.State.self,
      #"{"count":0,"nickname":"","password":"••••","query":"","results":[],"sheet":null,"status":"idle"}"#
    )
    let store = TestStore(initialState: initialState) {
      DemoFeature()
    } withDependencies: { values in
      values.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(try recorded(DemoFeature.Action.self, #"{"incrementTapped":{}}"#))
    await store.send(try recorded(DemoFeature.Action.self, #"{"queryChanged":{"_0":"Seoul"}}"#))
    await clock.advance(by: .milliseconds(300))
    await store.receive(try recorded(DemoFeature.Action.self, #"{"searchResponse":{"_0":["Seoul 1","Seoul 2"]}}"#))
    await store.send(try recorded(DemoFeature.Action.self, #"{"binding":{"_0":{"field":"nickname","value":"Blob"}}}"#))
    await store.skipInFlightEffects(strict: false)
    #expect(
      try encoded(store.state)
        == #"{"count":1,"nickname":"Blob","password":"••••","query":"Seoul","results":["Seoul 1","Seoul 2"],"sheet":null,"status":"idle"}"#
    )
  }
}

private func recorded<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}

private func encoded<Value: Encodable>(_ value: Value) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}
