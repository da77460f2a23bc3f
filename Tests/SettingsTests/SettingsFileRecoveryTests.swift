import Foundation
import Runtime
import Settings
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the file-backed client keeps of a damaged settings file, and how it saves over one.
@Suite struct SettingsFileRecoveryTests {
  /// 2026-01-02 03:04:05 UTC.
  private static let now = Date(timeIntervalSince1970: 1_767_323_045)
  private static let asideName = "settings.json.damaged-20260102T030405Z"

  private static let sample = SettingsSnapshot(
    digest: .weekly, displayName: "Blob",
    enableNotifications: true, protectMyPosts: true, sendEmailNotifications: true,
    sendMobileNotifications: true
  )

  private func save(
    _ snapshot: SettingsSnapshot, with client: SettingsClient
  ) async throws -> String? {
    try await withDependencies {
      $0.date = .constant(Self.now)
    } operation: {
      try await client.save(snapshot)
    }
  }

  @Test func brokenFieldsKeepEveryOtherSetting() async throws {
    let directory = try TemporaryDirectory()
    try Data(
      """
      {"schemaVersion": 1, "isHapticFeedbackEnabled": false, "digest": "hourly",
       "displayName": "Blob", "enableNotifications": true, "sendEmailNotifications": true,
       "sendMobileNotifications": 3}
      """.utf8
    ).write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)

    let error = await #expect(throws: SettingsFileError.self) { try await client.load() }

    #expect(
      error
        == .damaged(
          path: directory.settingsFile.path,
          reason: """
            wrong value at "digest"; wrong value at "sendMobileNotifications"
            """,
          recovered: SettingsSnapshot(
            displayName: "Blob", enableNotifications: true,
            sendEmailNotifications: true
          )
        )
    )
  }

  @Test(arguments: [
    "{ this is not JSON",
    "[1, 2]",
    "{\"schemaVersion\": 1, \"digest\": \"weekly\"",
    "{\"schemaVersion\": 1, \"digest\": 7}",
    "{\"schemaVersion\": 0, \"digest\": \"weekly\"}",
  ])
  func damagedFileIsKeptAsideBeforeTheFirstSave(contents: String) async throws {
    let directory = try TemporaryDirectory()
    try Data(contents.utf8).write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    await #expect(throws: SettingsFileError.self) { try await client.load() }

    let notice = try await save(Self.sample, with: client)

    let aside = directory.url.appendingPathComponent(Self.asideName)
    #expect(
      notice == "The damaged settings file was kept as \(aside.path); settings are saved anew."
    )
    #expect(try directory.fileNames() == [".settings.json.lock", "settings.json", Self.asideName])
    #expect(try String(contentsOf: aside, encoding: .utf8) == contents)
    #expect(try await client.load() == Self.sample)
    #expect(try await save(Self.sample, with: client) == nil)
    #expect(try directory.fileNames() == [".settings.json.lock", "settings.json", Self.asideName])
  }

  /// Only a regular file can be damaged: a settings path that is a directory or a FIFO is
  /// refused with a message and left alone, and opening the FIFO does not wait for a writer.
  @Test(.timeLimit(.minutes(1)))
  func aPathThatIsNotARegularFileIsRefusedAndLeftAlone() async throws {
    let directory = try TemporaryDirectory()
    let inside = directory.settingsFile.appendingPathComponent("note.txt")
    try FileManager.default.createDirectory(
      at: directory.settingsFile, withIntermediateDirectories: false
    )
    try Data("mine".utf8).write(to: inside)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    let error = await #expect(throws: SettingsFileError.self) { try await client.load() }
    guard case .notAFile = error else {
      Issue.record("Expected .notAFile, got \(String(describing: error))")
      return
    }
    #expect(error?.message.contains("is a directory, not a regular file") == true)
    await #expect(throws: SettingsFileError.self) { try await save(Self.sample, with: client) }
    #expect(try String(contentsOf: inside, encoding: .utf8) == "mine")
    #expect(try directory.fileNames() == [".settings.json.lock", "settings.json"])

    let fifo = directory.url.appendingPathComponent("fifo.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let fifoClient = SettingsClient.fileBacked(url: fifo)
    let fifoError = await #expect(throws: SettingsFileError.self) { try await fifoClient.load() }
    #expect(fifoError?.message.contains("is a FIFO, not a regular file") == true)
    await #expect(throws: SettingsFileError.self) { try await save(Self.sample, with: fifoClient) }
  }

  @Test func damagedCopiesWithTheSameTimestampDoNotReplaceEachOther() async throws {
    let directory = try TemporaryDirectory()
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    for contents in ["first", "second"] {
      try Data(contents.utf8).write(to: directory.settingsFile)
      #expect(try await save(Self.sample, with: client) != nil)
    }

    #expect(
      try directory.fileNames() == [
        ".settings.json.lock", "settings.json", Self.asideName, "\(Self.asideName)-2",
      ]
    )
    let second = directory.url.appendingPathComponent("\(Self.asideName)-2")
    #expect(try String(contentsOf: second, encoding: .utf8) == "second")
  }

  @Test func fileWithANewerSchemaIsNeverOverwritten() async throws {
    let directory = try TemporaryDirectory()
    let contents = "{\"schemaVersion\": 2, \"theme\": \"dark\"}"
    try Data(contents.utf8).write(to: directory.settingsFile)
    let client = SettingsClient.fileBacked(url: directory.settingsFile)

    let error = await #expect(throws: SettingsFileError.self) {
      try await save(Self.sample, with: client)
    }

    #expect(
      error
        == .writeFailed(
          path: directory.settingsFile.path,
          reason: "the file has schema version 2, newer than this app's 1, and is left unchanged"
        )
    )
    #expect(try String(contentsOf: directory.settingsFile, encoding: .utf8) == contents)
    #expect(try directory.fileNames() == [".settings.json.lock", "settings.json"])
  }

  @Test(arguments: [0o600, 0o640, 0o604])
  func savingKeepsThePermissions(mode: Int) async throws {
    let directory = try TemporaryDirectory()
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    _ = try await save(SettingsSnapshot(), with: client)
    try FileManager.default.setAttributes(
      [.posixPermissions: mode], ofItemAtPath: directory.settingsFile.path
    )

    _ = try await save(Self.sample, with: client)

    let attributes = try FileManager.default.attributesOfItem(
      atPath: directory.settingsFile.path
    )
    #expect((attributes[.posixPermissions] as? Int) == mode)
    #expect(try await client.load() == Self.sample)
  }

  @Test func savingWritesThroughASymlinkToItsTarget() async throws {
    let directory = try TemporaryDirectory()
    let realDirectory = directory.url.appendingPathComponent("dotfiles")
    try FileManager.default.createDirectory(at: realDirectory, withIntermediateDirectories: true)
    let target = realDirectory.appendingPathComponent("settings.json")
    _ = try await save(SettingsSnapshot(), with: .fileBacked(url: target))
    try FileManager.default.createSymbolicLink(
      atPath: directory.settingsFile.path, withDestinationPath: "dotfiles/settings.json"
    )
    let client = SettingsClient.fileBacked(url: directory.settingsFile)

    _ = try await save(Self.sample, with: client)

    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: directory.settingsFile.path)
        == "dotfiles/settings.json"
    )
    #expect(try await SettingsClient.fileBacked(url: target).load() == Self.sample)
    // The lock is beside the target, so that the link and the target share one lock.
    let realFiles = try FileManager.default.contentsOfDirectory(atPath: realDirectory.path)
    #expect(realFiles.sorted() == [".settings.json.lock", "settings.json"])
    #expect(!FileManager.default.fileExists(atPath: directory.file(".settings.json.lock")))
  }
}
