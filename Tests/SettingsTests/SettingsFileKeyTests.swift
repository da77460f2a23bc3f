import Foundation
import RuntimeTesting
import Settings
import TestSupport
import Testing

/// A feature that keeps the settings in the settings file through `@Shared`.
private struct Preferences: Reducer {
  struct State: Equatable {
    @Shared var settings: SettingsSnapshot

    init(url: URL) {
      _settings = Shared(wrappedValue: SettingsSnapshot(), .settingsFile(url))
    }
  }

  enum Action: Equatable {
    case digestPicked(Digest)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case let .digestPicked(digest) = action else { return .none }
    state.$settings.withLock { $0.digest = digest }
    return .none
  }
}

/// The settings file as a file-storage strategy: `@Shared(.settingsFile(url))`.
@MainActor
@Suite struct SettingsFileKeyTests {
  private func makeStore(
    _ url: URL, clock: TestClock<Duration>
  ) -> TestStore<Preferences.State, Preferences.Action> {
    TestStore(initialState: Preferences.State(url: url)) {
      Preferences()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aHolderStartsFromTheFileAndItsChangeIsWrittenByTheFilesRules() async throws {
    let directory = try TemporaryDirectory()
    try Data(
      #"{"schemaVersion": 1, "displayName": "Blob", "theme": "dark"}"#.utf8
    ).write(to: directory.settingsFile)
    let clock = TestClock()
    let store = makeStore(directory.settingsFile, clock: clock)
    #expect(store.state.settings == SettingsSnapshot(displayName: "Blob"))

    await store.send(.digestPicked(.weekly)) {
      $0.$settings.withLock { $0.digest = .weekly }
    }
    await clock.advance(by: FileStorageKey<SettingsSnapshot>.saveDelay)

    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    let deadline = ContinuousClock.now + .seconds(5)
    while try await client.load()?.digest != .weekly, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(try await client.load() == SettingsSnapshot(digest: .weekly, displayName: "Blob"))
    let members = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.settingsFile))
    #expect((members as? [String: Any])?["theme"] as? String == "dark")
  }

  @Test func aFileWithANewerSchemaIsNeverOverwrittenByAHolder() async throws {
    let directory = try TemporaryDirectory()
    let contents = #"{"schemaVersion": 2, "theme": "dark"}"#
    try Data(contents.utf8).write(to: directory.settingsFile)
    var store: TestStore<Preferences.State, Preferences.Action>?
    withKnownIssue {
      store = makeStore(directory.settingsFile, clock: TestClock())
    } matching: {
      $0.description.contains("schema version 2")
    }
    #expect(store?.state.settings == SettingsSnapshot())

    await store?.send(.digestPicked(.weekly)) {
      $0.$settings.withLock { $0.digest = .weekly }
    }

    #expect(
      throws: SettingsFileError.writeFailed(
        path: directory.settingsFile.path,
        reason: "the file has schema version 2, newer than this app's 1, and is left unchanged"
      )
    ) {
      try store?.state.$settings.save()
    }
    #expect(try String(contentsOf: directory.settingsFile, encoding: .utf8) == contents)
  }
}
