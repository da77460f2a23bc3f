// Emitted by `app replay emitter-fixture.jsonl --emit-test` from a recording of version 0.1.0.
// Emit it again instead of editing it; it is generated, so the formatter leaves it alone.
// swift-format-ignore-file
// The recording keeps secrets masked (••••), so this test types stand-ins for them:
// - `placeholderSecret` where the user typed a secret the preview dependencies
//   publish (a demo password or code); the dependencies below accept it instead.
// - `refusedSecret` where the user typed a secret they do not publish; they refuse it,
//   as a wrong password is refused.
import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite struct ReplayedEmitterFixtureTests {
  @Test func replaysTheRecording() async throws {
    let clock = TestClock()
    let placeholderSecret: Redacted<String> = "stand-in"
    let refusedSecret: Redacted<String> = "refused"
    let store = TestStore(initialState: EmitterFixture.State()) {
      EmitterFixture()
    } withDependencies: { values in
      values.continuousClock = clock
      values.uuid = .incrementing
      values.date = .constant(Date(timeIntervalSinceReferenceDate: 1_234.567_891))
      // The fixture checks no secret.
    }
    await store.send(.noteChanged("say \"hi\"\n\tand \\# \"# bye")) {
      $0.note = "say \"hi\"\n\tand \\# \"# bye"
    }
    await store.send(.nameChanged("Blob")) {
      $0.profile.name = "Blob"
    }
    await store.send(.tagAdded("a\\#b\"#c")) {
      $0.profile.tags = ["a\\#b\"#c"]
    }
    let recordedEmitterFixtureRow1 = try recorded(EmitterFixture.Row.self, json: ##"{"id":1,"title":"One \\# \"# one"}"##)
    await store.send(.rowAdded(id: 1, title: "One \\# \"# one")) {
      $0.rows.append(recordedEmitterFixtureRow1)
    }
    let recordedEmitterFixtureRow2 = try recorded(EmitterFixture.Row.self, json: #"{"id":2,"title":"Two"}"#)
    await store.send(.rowAdded(id: 2, title: "Two")) {
      $0.rows.append(recordedEmitterFixtureRow2)
    }
    await store.send(.rowRenamed(id: 2, title: "Deux")) {
      $0.rows[id: 2]?.title = "Deux"
    }
    await store.send(.rowRemoved(id: 1)) {
      $0.rows.remove(id: 1)
    }
    let recordedEmitterFixtureScreen3 = try recorded(EmitterFixture.Screen.self, json: #"{"title":"First"}"#)
    await store.send(.screenPushed("First")) {
      $0.path.push(recordedEmitterFixtureScreen3, id: 0)
    }
    let recordedEmitterFixtureScreen4 = try recorded(EmitterFixture.Screen.self, json: #"{"title":"Second"}"#)
    await store.send(.screenPushed("Second")) {
      $0.path.push(recordedEmitterFixtureScreen4, id: 1)
    }
    await store.send(.screenRenamed("Zweite")) {
      $0.path[id: 1]?.title = "Zweite"
    }
    await store.send(.screenPopped) {
      $0.path.pop(from: 1)
    }
    let recordedEmitterFixtureEdit5 = try recorded(EmitterFixture.Edit.self, json: #"{"text":""}"#)
    await store.send(.editOpened) {
      $0.destination = .edit(recordedEmitterFixtureEdit5)
    }
    await store.send(.editChanged("draft")) {
      $0.destination?.modify(\.edit) {
        $0.text = "draft"
      }
    }
    await store.send(.confirmOpened) {
      $0.destination = .confirm
    }
    await store.send(.dismissed) {
      $0.destination = nil
    }
    let recordedEmitterFixtureProgress6 = try recorded(EmitterFixture.Progress.self, json: #"{"step":0}"#)
    await store.send(.started) {
      $0.mode = .working(recordedEmitterFixtureProgress6)
    }
    await store.send(.stepped) {
      XCTModify(&$0.mode, case: /EmitterFixture.Mode.working) {
        $0.step = 1
      }
    }
    await store.send(.stopped) {
      $0.mode = .idle
    }
    await store.send(.stamped) {
      $0.stamp = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
      $0.stampedAt = Date(timeIntervalSinceReferenceDate: 1234.567891)
    }
    await store.send(.secretChanged(placeholderSecret)) {
      $0.secret = placeholderSecret
    }
    await store.send(.secretChanged(refusedSecret)) {
      $0.secret = refusedSecret
    }
    // The recording ends here: effects still running are cancelled.
    await store.skipInFlightEffects(strict: false)
  }
}

/// The value of type `type` that `json` encodes: what the recording holds for a value
/// that Swift has no literal for.
private func recorded<Value: Decodable>(_ type: Value.Type, json: String) throws -> Value {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}
