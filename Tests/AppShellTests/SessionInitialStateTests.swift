import AppEngine
import AppShell
import Foundation
import HeadlessUI
import Runtime
import TestSupport
import Testing

/// How many times the app was launched, kept in the defaults by its initial state.
private struct Launches: Reducer {
  struct State: Codable, Equatable, Sendable {
    @Shared(.appStorage("launches")) var launches = 0
  }

  enum Action: Codable, Equatable, Sendable {
    case launched
    case looked
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .launched = action { state.$launches.withLock { $0 += 1 } }
    return .none
  }
}

private struct LaunchesView: View {
  let store: StoreOf<Launches>

  var body: some View {
    Text("Launches")
  }
}

/// A session makes the app's initial state with the session's dependencies, as a store makes
/// its own: a key in the initial state uses the defaults the mode's dependencies name.
@MainActor
@Suite struct SessionInitialStateTests {
  /// The app, whose dependencies keep `.appStorage` values in `defaults`.
  private func launchesApp(defaults: UserDefaults) -> AppDefinition<Launches> {
    // `UserDefaults` locks its own reads and writes; Linux's Foundation does not mark it
    // `Sendable`.
    nonisolated(unsafe) let defaults = defaults
    var testSource = AppDefinition.demo.testSource
    testSource.initialState = "Launches.State()"
    testSource.reducer = "Launches()"
    return AppDefinition(
      name: "launches", version: "1.0.0", initialState: { Launches.State() },
      reducer: { Launches() }, view: { LaunchesView(store: $0) },
      prepareDependencies: { values, _, clock in
        values.continuousClock = clock
        values.defaultAppStorage = defaults
      },
      testSource: testSource, tourScript: "tour")
  }

  @Test func anAppStorageKeyInTheInitialStateUsesTheSessionsDefaults() async {
    let defaults = UserDefaults.empty()
    defaults.set(3, forKey: "launches")
    let definition = launchesApp(defaults: defaults)

    let result = await runCommand(
      ["run", "-"], input: ["expect launches == 3", "send launched", "expect launches == 4"],
      definition: definition)
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
    #expect(defaults.integer(forKey: "launches") == 4)
  }

  /// A replay makes the app's initial state with the preview dependencies too, so it knows a
  /// recording that starts from it, and an emitted test starts from the app's initial state.
  @Test func aReplayStartsFromTheAppsInitialStateMadeWithItsDependencies() async throws {
    let defaults = UserDefaults.empty()
    defaults.set(3, forKey: "launches")
    let definition = launchesApp(defaults: defaults)
    let directory = try TemporaryDirectory()
    let path = directory.file("launches.jsonl")
    let run = await runCommand(
      ["run", "-", "--record", path], input: ["send looked"], definition: definition)
    #expect(run.status == 0, "\(run.errorOutput)")

    let replay = await runCommand(["replay", path, "--emit-test"], definition: definition)
    #expect(replay.errorOutput == "")
    #expect(replay.output.contains("initialState: Launches.State()"))
  }
}
