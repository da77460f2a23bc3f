import Foundation
import RuntimeTesting
import Settings
import TestSupport
import Testing

/// The settings feature together with the file-backed client.
@MainActor
@Suite struct SettingsPersistenceTests {
  @Test func damagedFileKeepsItsValidFieldsAndIsKeptAsideAtTheFirstSave() async throws {
    let directory = try TemporaryDirectory()
    let contents = #"{"schemaVersion": 1, "displayName": "Blob", "protectMyPosts": true, "dig"#
    try Data(contents.utf8).write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    let loadError = try await loadFailure(client)
    let recovered = try #require(loadError.recovered)
    let clock = TestClock()
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = .constant(Date(timeIntervalSince1970: 0))
      $0.settingsClient = client
    }

    await store.send(.task)
    await store.receive(.settingsLoaded(recovered)) {
      $0.displayName = "Blob"
      $0.$savedDisplayName.withLock { $0 = "Blob" }
      $0.protectMyPosts = true
    }
    await store.receive(.settingsLoadFailed(loadError.message)) {
      $0.persistenceMessage = loadError.message
    }
    await clock.advance(by: .seconds(60))
    #expect(try String(contentsOf: directory.settingsFile, encoding: .utf8) == contents)

    await store.send(.binding(.set(\.$digest, .weekly))) { $0.digest = .weekly }
    await clock.advance(by: SettingsFeature.saveDelay)
    let aside = directory.url.appendingPathComponent("settings.json.damaged-19700101T000000Z")
    let notice = "The damaged settings file was kept as \(aside.path); settings are saved anew."
    await store.receive(.savedWithNotice(notice)) { $0.persistenceMessage = notice }

    #expect(
      try await client.load()
        == SettingsSnapshot(digest: .weekly, displayName: "Blob", protectMyPosts: true)
    )
    #expect(try String(contentsOf: aside, encoding: .utf8) == contents)
  }

  @Test func fileWithANewerSchemaStaysAndEverySaveSaysWhy() async throws {
    let directory = try TemporaryDirectory()
    let contents = #"{"schemaVersion": 7, "digest": "hourly"}"#
    try Data(contents.utf8).write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    let loadMessage = try await loadFailure(client).message
    let clock = TestClock()
    let store = TestStore(initialState: SettingsFeature.State()) {
      SettingsFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.settingsClient = client
    }

    await store.send(.task)
    await store.receive(.settingsLoadFailed(loadMessage)) { $0.persistenceMessage = loadMessage }
    #expect(loadMessage.contains("the file is never overwritten"))
    await store.send(.binding(.set(\.$protectMyPosts, true))) { $0.protectMyPosts = true }
    await clock.advance(by: SettingsFeature.saveDelay)
    let saveMessage = """
      Settings could not be saved to \(directory.settingsFile.path): the file has schema \
      version 7, newer than this app's 1, and is left unchanged
      """
    await store.receive(.saveFailed(saveMessage)) { $0.persistenceMessage = saveMessage }

    #expect(try String(contentsOf: directory.settingsFile, encoding: .utf8) == contents)
    #expect(try directory.fileNames() == [".settings.json.lock", "settings.json"])
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
      $0.$savedDisplayName.withLock { $0 = "Blob" }
    }
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
      $0.$savedDisplayName.withLock { $0 = "Blob" }
    }
  }

  private func loadFailure(_ client: SettingsClient) async throws -> SettingsFileError {
    let error = await #expect(throws: SettingsFileError.self) { try await client.load() }
    return try #require(error)
  }
}
