import Foundation
import Runtime

extension SharedKey {
  /// The settings file at `url`, as a file-storage strategy: a ``SettingsSnapshot`` held with
  /// `@Shared` is kept in it by the settings file's rules.
  ///
  /// On top of the rules of every file-storage key (whole writes, mode and links kept, a
  /// damaged file kept aside when the value is first saved, a write never lost), the settings
  /// file's format never replaces a file with a newer `schemaVersion`, and keeps the members it
  /// does not know, so that a key written by another version of the app survives this one's
  /// saves. A holder of a damaged file starts from its default value, with a runtime warning;
  /// ``SettingsClient/fileBacked(url:)``, which reads and writes through this strategy with a
  /// key of its own, gets the settings that could still be read (see ``SettingsFileError``).
  /// The key names a file on disk, and keeps it there also where other `.fileStorage` keys keep
  /// theirs in memory (in a test store or a preview).
  ///
  /// ```swift
  /// @Shared(.settingsFile(url)) var settings = SettingsSnapshot()
  /// ```
  public static func settingsFile(_ url: URL) -> Self
  where Self == FileStorageKey<SettingsSnapshot> {
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      .fileStorage(url, format: .settingsFile(path: url.path))
    }
  }
}

extension FileStorageFormat where Value == SettingsSnapshot {
  /// The settings file's JSON, with the errors of ``SettingsFileError`` about `path`.
  static func settingsFile(path: String) -> Self {
    Self(
      decode: { data throws(SettingsFileError) in
        try SettingsFileContents.decode(data, path: path)
      },
      encode: { snapshot, current in
        try SettingsFileContents.encode(snapshot, over: current, path: path)
      }
    )
  }
}
