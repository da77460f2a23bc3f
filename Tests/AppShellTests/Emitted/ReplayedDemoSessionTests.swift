// Emitted by `app replay demo-session.jsonl --emit-test` from a recording of version 0.1.0.
// Emit it again instead of editing it; it is generated, so the formatter leaves it alone.
// swift-format-ignore-file
import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite struct ReplayedDemoSessionTests {
  @Test func replaysTheRecording() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: DemoFeature.State()) {
      DemoFeature()
    } withDependencies: { values in
      values.continuousClock = clock
    }
    await store.send(.incrementTapped) {
      $0.count = 1
    }
    await store.send(.queryChanged("Seoul")) {
      $0.query = "Seoul"
      $0.status = .searching
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(["Seoul 1", "Seoul 2"])) {
      $0.results = ["Seoul 1", "Seoul 2"]
      $0.status = .idle
    }
    await store.send(.binding(.set(\.$nickname, "Blob"))) {
      $0.nickname = "Blob"
    }
    // The recording ends here: effects still running are cancelled.
    await store.skipInFlightEffects(strict: false)
  }
}

