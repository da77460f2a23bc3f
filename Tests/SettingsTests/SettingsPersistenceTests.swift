import Foundation
import RuntimeTesting
import Settings
import Testing

/// The settings feature together with the file-backed client.
@MainActor
@Suite struct SettingsPersistenceTests {
  @Test(arguments: [
    "{ this is not JSON",
    "{\"schemaVersion\": 7, \"digest\": \"hourly\"}",
  ])
  func damagedFileStartsFromDefaultsAndIsReplacedOnlyAfterAChange(contents: String) async throws {
    let directory = try TemporaryDirectory()
    try Data(contents.utf8).write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    let expectedMessage = try await loadFailureMessage(client)
    let clock = TestClock()
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.settingsClient = client
    }

    await store.send(.task)
    await store.receive(.settingsLoadFailed(expectedMessage)) {
      $0.persistenceMessage = expectedMessage
    }
    #expect(
      store.state
        == {
          var defaults = SettingsFeature.State()
          defaults.persistenceMessage = expectedMessage
          return defaults
        }())
    await clock.advance(by: .seconds(60))
    #expect(try String(contentsOf: directory.settingsFile, encoding: .utf8) == contents)

    await store.send(.binding(.set(\.$protectMyPosts, true))) { $0.protectMyPosts = true }
    #expect(try String(contentsOf: directory.settingsFile, encoding: .utf8) == contents)
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved) { $0.persistenceMessage = nil }

    #expect(try await client.load() == SettingsSnapshot(protectMyPosts: true))
    #expect(try directory.fileNames() == ["settings.json"])
  }

  @Test func savedSettingsComeBackInANewSession() async throws {
    let directory = try TemporaryDirectory()
    let clock = TestClock()
    let first = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.settingsClient = .fileBacked(url: directory.settingsFile)
    }
    await first.send(.binding(.set(\.$displayName, "Blob"))) {
      $0.displayName = "Blob"
      $0.savedDisplayName = "Blob"
    }
    await first.receive(.delegate(.displayNameChanged("Blob")))
    await clock.advance(by: SettingsFeature.saveDelay)
    await first.receive(.saved)

    let second = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.settingsClient = .fileBacked(url: directory.settingsFile)
    }
    await second.send(.task)
    await second.receive(.settingsLoaded(SettingsSnapshot(displayName: "Blob"))) {
      $0.displayName = "Blob"
      $0.savedDisplayName = "Blob"
    }
    await second.receive(.delegate(.displayNameChanged("Blob")))
  }

  private func loadFailureMessage(_ client: SettingsClient) async throws -> String {
    let error = await #expect(throws: SettingsFileError.self) { try await client.load() }
    return try #require(error).message
  }
}
