import Foundation
import Settings
import TestSupport
import Testing

/// Two apps that keep their settings in one file and change different settings at once both
/// keep their change: each save writes the fields its app changed over what the file holds
/// then, and the saves take turns.
@Suite struct ConcurrentSettingsWritersTests {
  /// How many times the two saves race; before the fix every round lost one change.
  private static let rounds = 25

  @Test func twoWritersChangingDifferentFieldsLoseNoChange() async throws {
    var lost: [String] = []
    for round in 1...Self.rounds {
      let directory = try TemporaryDirectory()
      let start = SettingsSnapshot(displayName: "Blob")
      _ = try await SettingsClient.fileBacked(url: directory.settingsFile).save(start)
      // Each client is one app: it loads the settings, then its user changes one of them.
      let privacy = SettingsClient.fileBacked(url: directory.settingsFile)
      let digest = SettingsClient.fileBacked(url: directory.settingsFile)
      var protected = try #require(try await privacy.load())
      var weekly = try #require(try await digest.load())
      protected.protectMyPosts = true
      weekly.digest = .weekly
      try await withThrowingTaskGroup(of: String?.self) { group in
        group.addTask { [protected] in try await privacy.save(protected) }
        group.addTask { [weekly] in try await digest.save(weekly) }
        try await group.waitForAll()
      }
      let saved = try await SettingsClient.fileBacked(url: directory.settingsFile).load()
      var expected = start
      expected.protectMyPosts = true
      expected.digest = .weekly
      if saved != expected { lost.append("round \(round): \(String(describing: saved))") }
    }
    #expect(lost == [], "\(lost.count) of \(Self.rounds) rounds lost a change")
  }

  @Test func theLastSaveWinsForASettingBothChanged() async throws {
    let directory = try TemporaryDirectory()
    _ = try await SettingsClient.fileBacked(url: directory.settingsFile).save(SettingsSnapshot())
    let first = SettingsClient.fileBacked(url: directory.settingsFile)
    let second = SettingsClient.fileBacked(url: directory.settingsFile)
    var off = try #require(try await first.load())
    var weekly = try #require(try await second.load())
    off.digest = .off
    weekly.digest = .weekly
    _ = try await first.save(off)
    _ = try await second.save(weekly)
    #expect(try await first.load()?.digest == .weekly)
  }

  @Test func aSaveKeepsTheSettingsAnotherAppChangedSinceThisOneLoaded() async throws {
    let directory = try TemporaryDirectory()
    let app = SettingsClient.fileBacked(url: directory.settingsFile)
    _ = try await app.save(SettingsSnapshot())
    var edited = try #require(try await app.load())
    // Another app turns on posts protection while this one's user picks a weekly digest.
    let other = SettingsClient.fileBacked(url: directory.settingsFile)
    _ = try await other.save(SettingsSnapshot(protectMyPosts: true))
    edited.digest = .weekly
    _ = try await app.save(edited)
    // A later save of this app's screen, whose other fields are as it loaded them, still
    // keeps the other app's change.
    edited.sendEmailNotifications = true
    _ = try await app.save(edited)
    #expect(
      try await other.load()
        == SettingsSnapshot(digest: .weekly, protectMyPosts: true, sendEmailNotifications: true))
  }

  @Test func aSaveThatLeavesTheFileAsItIsWritesNothing() async throws {
    let directory = try TemporaryDirectory()
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    _ = try await client.save(SettingsSnapshot(digest: .weekly))
    let before = try FileManager.default.attributesOfItem(atPath: directory.settingsFile.path)

    _ = try await client.save(SettingsSnapshot(digest: .weekly))

    let after = try FileManager.default.attributesOfItem(atPath: directory.settingsFile.path)
    // A write replaces the file with a new one: the same inode means no write.
    #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
  }

  @Test func theLockFileBesideTheSettingsIsPrivateAndKept() async throws {
    let directory = try TemporaryDirectory()
    let client = SettingsClient.fileBacked(url: directory.settingsFile)
    _ = try await client.save(SettingsSnapshot())
    _ = try await client.save(SettingsSnapshot(digest: .off))

    let lock = try FileManager.default.attributesOfItem(
      atPath: directory.file(".settings.json.lock"))
    #expect(lock[.posixPermissions] as? Int == 0o600)
    #expect(lock[.size] as? Int == 0)
  }
}
