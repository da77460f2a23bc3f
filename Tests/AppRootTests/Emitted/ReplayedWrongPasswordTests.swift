// Emitted by `app replay wrong-password.jsonl --emit-test` from a recording of version 1.0.0.
// Emit it again instead of editing it; it is generated, so the formatter leaves it alone.
// swift-format-ignore-file
// Secrets were recorded masked (••••): effects that check them see the mask.
import AppRoot
import Foundation
import RuntimeTesting
import Testing

@MainActor
@Suite struct ReplayedWrongPasswordTests {
  @Test func replaysTheRecording() async throws {
    let clock = TestClock()
    let initialState = try recorded(
      AppFeature.State.self,
      #"{"loggedOut":{"_0":{"alert":null,"email":"","isLoginRequestInFlight":false,"password":"••••","twoFactor":null}}}"#
    )
    let store = TestStore(initialState: initialState) {
      AppFeature()
    } withDependencies: { values in
      AppDependencies.preview(clock: clock).apply(to: &values)
    }
    store.exhaustivity = .off
    await store.send(try recorded(AppFeature.Action.self, #"{"loggedOut":{"_0":{"view":{"_0":{"onAppear":{}}}}}}"#))
    await store.send(try recorded(AppFeature.Action.self, #"{"loggedOut":{"_0":{"view":{"_0":{"binding":{"_0":{"field":"email","value":"blob@example.com"}}}}}}}"#))
    await store.send(try recorded(AppFeature.Action.self, #"{"loggedOut":{"_0":{"view":{"_0":{"binding":{"_0":{"field":"password","value":"••••"}}}}}}}"#))
    await store.send(try recorded(AppFeature.Action.self, #"{"loggedOut":{"_0":{"view":{"_0":{"loginButtonTapped":{}}}}}}"#))
    await store.receive(try recorded(AppFeature.Action.self, #"{"loggedOut":{"_0":{"async":{"_0":{"loginResponse":{"_0":{"failure":{"invalidCredentials":{}}}}}}}}}"#))
    await store.skipInFlightEffects(strict: false)
    #expect(
      try encoded(store.state)
        == #"{"loggedOut":{"_0":{"alert":{"buttons":[{"label":{"string":"OK"},"role":"cancel"}],"message":{"string":"The email or password is incorrect."},"title":{"string":"Sign-in failed"}},"email":"blob@example.com","isLoginRequestInFlight":false,"password":"••••","twoFactor":null}}}"#
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
