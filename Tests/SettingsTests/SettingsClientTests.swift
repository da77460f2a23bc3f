import Foundation
import RuntimeTesting
import Settings
import TestSupport
import Testing

@Suite struct SettingsClientTests {
  private static let sample = SettingsSnapshot(
    digest: .weekly,
    displayName: "Blob",
    enableNotifications: true,
    protectMyPosts: true,
    sendEmailNotifications: true,
    sendMobileNotifications: false
  )

  @Test func fileBackedClientLoadsWhatItSaved() async throws {
    let directory = try TemporaryDirectory()
    let client = SettingsClient.fileBacked(url: directory.settingsFile)

    _ = try await client.save(Self.sample)

    #expect(try await client.load() == Self.sample)
    #expect(try await SettingsClient.fileBacked(url: directory.settingsFile).load() == Self.sample)
  }

  /// The client names a file, so it writes that file also where `.fileStorage` keys keep their
  /// files in memory, in a test store or a preview.
  @Test func fileBackedClientMadeInATestWritesTheFileItNames() async throws {
    let directory = try TemporaryDirectory()
    let client = withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      SettingsClient.fileBacked(url: directory.settingsFile)
    }

    _ = try await client.save(Self.sample)

    #expect(try await SettingsClient.fileBacked(url: directory.settingsFile).load() == Self.sample)
  }

  /// A temporary file an app killed in the middle of a write left beside the settings file is
  /// removed by the next save once it is a minute old; a younger one may be a write in
  /// progress, and other files are left alone.
  @Test func aSaveRemovesTheTemporaryFilesOfAKilledWrite() async throws {
    let directory = try TemporaryDirectory()
    let abandoned = ".settings.json.\(UUID().uuidString).tmp"
    let inProgress = ".settings.json.\(UUID().uuidString).tmp"
    let notOurs = ".settings.json.notes.tmp"
    for name in [abandoned, inProgress, notOurs] { _ = try directory.write("{", to: name) }
    for name in [abandoned, notOurs] {
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: directory.file(name))
    }

    _ = try await SettingsClient.fileBacked(url: directory.settingsFile).save(Self.sample)

    #expect(
      try directory.fileNames()
        == [".settings.json.lock", inProgress, notOurs, "settings.json"].sorted())
  }

  @Test func missingFileLoadsNothing() async throws {
    let directory = try TemporaryDirectory()
    let client = SettingsClient.fileBacked(url: directory.settingsFile)

    #expect(try await client.load() == nil)
    #expect(try directory.fileNames().isEmpty)
  }

  @Test func saveCreatesMissingDirectories() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("a/b/settings.json")
    let client = SettingsClient.fileBacked(url: url)

    _ = try await client.save(Self.sample)

    #expect(try await client.load() == Self.sample)
  }

  @Test func atomicWritesLeaveOnlyTheSettingsFileAndItsLock() async throws {
    let directory = try TemporaryDirectory()
    let client = SettingsClient.fileBacked(url: directory.settingsFile)

    for digest in Digest.allCases {
      _ = try await client.save(SettingsSnapshot(digest: digest))
    }

    #expect(try directory.fileNames() == [".settings.json.lock", "settings.json"])
    #expect(try await client.load() == SettingsSnapshot(digest: .weekly))
  }

  @Test func truncatedFileKeepsTheMembersBeforeTheCutAndIsLeftAlone() async throws {
    let directory = try TemporaryDirectory()
    let contents = Data("{ \"schemaVersion\": 1, \"protectMyPosts\": true, \"digest\": ".utf8)
    try contents.write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)

    let error = await #expect(throws: SettingsFileError.self) { try await client.load() }

    #expect(error?.message.hasPrefix("Settings file was damaged; kept the settings") == true)
    #expect(error?.message.contains("the file ends early") == true)
    #expect(error?.recovered == SettingsSnapshot(protectMyPosts: true))
    #expect(try Data(contentsOf: directory.settingsFile) == contents)
  }

  /// A field the file leaves out takes its default: the file is not damaged. Only the schema
  /// version must be there, or the file cannot say what it is.
  @Test func missingFieldsTakeTheirDefaults() async throws {
    let directory = try TemporaryDirectory()
    try Data("{\"schemaVersion\": 1, \"displayName\": \"Blob\"}".utf8)
      .write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    #expect(try await client.load() == SettingsSnapshot(displayName: "Blob"))

    try Data("{\"displayName\": \"Blob\"}".utf8).write(to: directory.settingsFile)
    let error = await #expect(throws: SettingsFileError.self) { try await client.load() }
    #expect(error?.message.contains("missing field \"schemaVersion\"") == true)
  }

  /// Keys the app does not know, written by another version of it, survive its saves.
  @Test func unknownKeysSurviveASave() async throws {
    let directory = try TemporaryDirectory()
    try Data(#"{"schemaVersion": 1, "theme": {"accent": "teal"}, "displayName": "Old"}"#.utf8)
      .write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    _ = try await client.save(SettingsSnapshot(displayName: "New"))
    let saved =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: directory.settingsFile)) as? [String: Any]
    #expect((saved?["theme"] as? [String: String]) == ["accent": "teal"])
    #expect(saved?["displayName"] as? String == "New")
    #expect(try await client.load() == SettingsSnapshot(displayName: "New"))
  }

  /// Haptic feedback moved to the defaults: a file that still holds it loads whole, and keeps
  /// the member, unread, through a save.
  @Test func aFileThatStillHoldsHapticFeedbackLoadsAndKeepsIt() async throws {
    let directory = try TemporaryDirectory()
    try Data(
      #"{"schemaVersion": 1, "isHapticFeedbackEnabled": false, "digest": "weekly"}"#.utf8
    ).write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    #expect(try await client.load() == SettingsSnapshot(digest: .weekly))
    _ = try await client.save(SettingsSnapshot(digest: .off))
    let saved =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: directory.settingsFile)) as? [String: Any]
    #expect(saved?["isHapticFeedbackEnabled"] as? Bool == false)
    #expect(saved?["digest"] as? String == "off")
  }

  @Test func invalidDisplayNameInTheFileIsReplacedByTheDefault() async throws {
    let directory = try TemporaryDirectory()
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    _ = try await client.save(
      SettingsSnapshot(digest: .weekly, displayName: String(repeating: "x", count: 41))
    )

    let error = await #expect(throws: SettingsFileError.self) { try await client.load() }

    #expect(
      error
        == .damaged(
          path: directory.settingsFile.path,
          reason: "\"displayName\": Display name can be at most 40 characters (this one has 41).",
          recovered: SettingsSnapshot(digest: .weekly)
        )
    )
  }

  @Test func otherSchemaVersionFailsToLoadAndIsLeftAlone() async throws {
    let directory = try TemporaryDirectory()
    let contents = Data("{\"schemaVersion\": 2, \"theme\": \"dark\"}".utf8)
    try contents.write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)

    let error = await #expect(throws: SettingsFileError.self) { try await client.load() }

    #expect(error == .unsupportedSchema(path: directory.settingsFile.path, found: 2))
    #expect(try Data(contentsOf: directory.settingsFile) == contents)
  }

  @Test func unwritableLocationFailsWithAMessageAndLeavesNoTemporaryFile() async throws {
    let directory = try TemporaryDirectory()
    let blocker = directory.url.appendingPathComponent("blocker")
    try Data("not a directory".utf8).write(to: blocker)
    let url = blocker.appendingPathComponent("settings.json")
    let client = SettingsClient.fileBacked(url: url)

    let error = await #expect(throws: SettingsFileError.self) {
      _ = try await client.save(Self.sample)
    }

    #expect(error?.message.hasPrefix("Settings could not be saved to \(url.path):") == true)
    #expect(try directory.fileNames() == ["blocker"])
  }

  @Test func fileLocationComesFromTheEnvironment() {
    let explicit = SettingsClient.fileURL(environment: [
      "SHOWCASE_SETTINGS_FILE": "/tmp/x/s.json", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u",
    ])
    let xdg = SettingsClient.fileURL(environment: ["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"])
    let relativeXDG = SettingsClient.fileURL(environment: [
      "XDG_CONFIG_HOME": "config", "HOME": "/home/u",
    ])
    let home = SettingsClient.fileURL(environment: ["HOME": "/home/u"])

    #expect(explicit.path == "/tmp/x/s.json")
    #expect(xdg.path == "/xdg/composable-showcase/settings.json")
    #expect(relativeXDG.path == "/home/u/.config/composable-showcase/settings.json")
    #expect(home.path == "/home/u/.config/composable-showcase/settings.json")
  }

  @Test func inMemoryClientLoadsWhatItSaved() async throws {
    let client = SettingsClient.inMemory(initial: SettingsSnapshot(displayName: "Blob"))

    #expect(try await client.load() == SettingsSnapshot(displayName: "Blob"))
    _ = try await client.save(Self.sample)
    #expect(try await client.load() == Self.sample)
  }
}
