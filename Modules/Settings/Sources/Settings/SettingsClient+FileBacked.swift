import Foundation
import Runtime

extension SettingsClient {
  /// A client that keeps the settings as JSON in the file at `url`, through the file-storage
  /// strategy `.settingsFile(url)`.
  ///
  /// A missing file loads as `nil`. A file that cannot be used as it is fails to load with a
  /// ``SettingsFileError``: `.damaged` with the fields that could be read (and defaults for
  /// missing or broken fields, an invalid display name, or the members lost when the file ends
  /// early), `.unreadable` when nothing could be read, `.unsupportedSchema` for another
  /// `schemaVersion`, `.notAFile` for a directory, a FIFO or a device. It is left untouched
  /// until the next save, which first renames it to `settings.json.damaged-<date>T<time>Z`
  /// (UTC, from the `date` dependency) and says so in its returned message; a file with a newer
  /// `schemaVersion` is never overwritten and the save fails instead.
  ///
  /// A save writes only the fields that changed since the client last loaded or saved (every
  /// field before its first load), over what the file holds at that moment, so that another
  /// app's changes to the other fields are kept; a save that would leave the file as it is
  /// writes nothing.
  /// Saves take turns, across processes, through an advisory lock on `.settings.json.lock`
  /// beside the file (an exclusive `flock`). A file that cannot be read, or is not there, is
  /// replaced by the whole snapshot.
  ///
  /// A save writes at once, through a symlink to its target, keeps the file's permissions, and
  /// replaces the file atomically: a temporary file in the same directory, flushed to disk
  /// with the directory, then a rename. A temporary file left by an app killed in the middle
  /// of a write is removed by the next save once it is a minute old.
  /// Missing directories are created.
  ///
  /// ```swift
  /// let client = SettingsClient.fileBacked(url: directory.appendingPathComponent("s.json"))
  /// ```
  public static func fileBacked(url: URL) -> Self {
    let key: FileStorageKey<SettingsSnapshot> = .settingsFile(url)
    // The settings as this client's app last loaded or saved them; `nil` before the first load.
    let base = LockIsolated<SettingsSnapshot?>(nil)
    return Self(
      load: {
        do {
          let snapshot = try key.read()
          base.withLock { $0 = snapshot ?? SettingsSnapshot() }
          return snapshot
        } catch let error as FileStorageError {
          base.withLock { $0 = SettingsSnapshot() }
          throw SettingsFileError.notAFile(path: url.path, reason: error.reason)
        } catch let error as SettingsFileError {
          base.withLock { $0 = error.recovered ?? SettingsSnapshot() }
          throw error
        }
      },
      save: { snapshot in
        do {
          return try FileLock.withExclusiveLock(beside: url.path) {
            // The files' times are the system's, not the `date` dependency's (virtual in a
            // preview), so they are compared with the system's time.
            DurableFile.removeAbandonedTemporaryFiles(
              of: url.path, olderThan: abandonedWriteAge, now: Date())
            let onDisk = try? key.read()
            let merged =
              if let changedFrom = base.withLock({ $0 }), let onDisk {
                onDisk.applyingChanges(from: changedFrom, to: snapshot)
              } else {
                snapshot
              }
            guard merged != onDisk else {
              base.withLock { $0 = snapshot }
              return nil
            }
            let aside = try key.write(merged)
            base.withLock { $0 = snapshot }
            return aside.map {
              "The damaged settings file was kept as \($0.path); settings are saved anew."
            }
          }
        } catch let error as FileStorageError {
          let reason = error.step == .reading ? "it \(error.reason)" : error.reason
          throw SettingsFileError.writeFailed(path: url.path, reason: reason)
        } catch let error as DurableFile.Failure {
          throw SettingsFileError.writeFailed(path: url.path, reason: error.reason)
        } catch let error as SettingsFileError {
          throw error
        } catch {
          throw SettingsFileError.writeFailed(path: url.path, reason: error.localizedDescription)
        }
      }
    )
  }

  /// How old, in seconds, a temporary file beside the settings file must be for a save to
  /// remove it as left by an app killed in the middle of a write; a write takes milliseconds.
  static var abandonedWriteAge: TimeInterval { 60 }

  /// Where the live client keeps the settings file.
  ///
  /// In order: `SHOWCASE_SETTINGS_FILE` when set; else
  /// `$XDG_CONFIG_HOME/composable-showcase/settings.json` when `XDG_CONFIG_HOME` is an absolute
  /// path; else `~/.config/composable-showcase/settings.json`.
  ///
  /// ```swift
  /// SettingsClient.fileURL(environment: ["XDG_CONFIG_HOME": "/tmp/config"])
  /// // file:///tmp/config/composable-showcase/settings.json
  /// ```
  public static func fileURL(environment: [String: String]) -> URL {
    if let path = environment["SHOWCASE_SETTINGS_FILE"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let configDirectory: URL
    if let path = environment["XDG_CONFIG_HOME"], path.hasPrefix("/") {
      configDirectory = URL(fileURLWithPath: path, isDirectory: true)
    } else {
      let home =
        environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser
      configDirectory = home.appendingPathComponent(".config", isDirectory: true)
    }
    let appDirectory = configDirectory.appendingPathComponent("composable-showcase")
    return appDirectory.appendingPathComponent("settings.json")
  }
}
