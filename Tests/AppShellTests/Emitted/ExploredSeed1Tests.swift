// Emitted by `app explore --seed 1 --emit-test` from the shrunk steps of the failure it found (runtime issue):
//   the runtime reported an issue: An "ifLet" at AppShellTests/PlantedMistakes.swift:104 received a presented action while nothing was presented. Action: lapSaved
// The test store reports the same issue, which the test expects as a known issue: once
// the mistake is fixed, the issue is no longer reported and the test fails; then
// remove `withKnownIssue` and keep the test.
// Emit it again instead of editing it; it is generated, so the formatter leaves it alone.
// swift-format-ignore-file
import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite struct ExploredSeed1Tests {
  @Test func reproducesTheFailure() async throws {
    await withKnownIssue {
      let clock = TestClock()
      let store = TestStore(initialState: Laps.State()) {
        Laps(mistake: .childActionAfterDismissal)
      } withDependencies: { values in
        values.continuousClock = clock
      }
      let recordedLapsStopwatchState1 = try recorded(Laps.Stopwatch.State.self, json: #"{"seconds":0}"#)
      await store.send(.openTapped) {
        $0.stopwatch = recordedLapsStopwatchState1
      }
      await store.send(.stopwatch(.presented(.doneTapped))) {
        $0.laps = [0]
        $0.stopwatch = nil
      }
      await store.receive(.stopwatch(.presented(.lapSaved)))
      // The recording ends here: effects still running are cancelled.
      await store.skipInFlightEffects(strict: false)
    }
  }
}

/// The value of type `type` that `json` encodes: what the recording holds for a value
/// that Swift has no literal for.
private func recorded<Value: Decodable>(_ type: Value.Type, json: String) throws -> Value {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}