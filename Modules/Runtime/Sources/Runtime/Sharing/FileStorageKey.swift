import Foundation
import Synchronization

/// A key that keeps its value as a JSON file, written a moment after the last change.
///
/// The file is read when the first holder is created. A change is written ``saveDelay`` after
/// the first change not written yet, on the `continuousClock` dependency of the code that made
/// it, so a burst of changes is one write, and a test or a script advances its clock instead
/// of waiting. ``Shared/save()`` writes at once. In tests the key reads and writes the file it
/// names, on the test's clock: give it a temporary file and a `TestClock`. The writes follow
/// the rules of the app's other files:
///
/// - **Whole or not at all**: a reader finds the old file or the new one, never a mix.
/// - **Mode and links kept**: a `0600` file stays `0600`; a link stays a link and the file it
///   points at is written.
/// - **A damaged file is kept aside**: a file that does not decode leaves the holders at their
///   default value, with a runtime warning; when the value is first saved, the file is renamed
///   `<name>.damaged-<time>` beside itself and the new one keeps its mode.
/// - **Never lost**: the write belongs to the key, not to the feature that changed the value,
///   so it happens even when that feature's screen, or its store, has gone away. A write that
///   fails is reported, and the value waits for the next change or ``Shared/save()``.
///
/// ```swift
/// @Shared(.fileStorage(URL(fileURLWithPath: "favorites.json"))) var favorites: [String] = []
/// ```
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  /// How long after the last change the file is written.
  public static var saveDelay: Duration { .seconds(1) }

  /// The file the value is kept in.
  public let url: URL
  private let writer: FileWriter<Value>

  /// A key for the file at `url`.
  public init(url: URL) {
    self.url = url
    self.writer = FileWriter(url: url)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.url.standardizedFileURL == rhs.url.standardizedFileURL
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(url.standardizedFileURL)
  }

  /// The value in the file, or `nil` when there is none, or when it is not a regular file or
  /// does not decode (a runtime warning says which).
  public func load() -> Value? {
    writer.load()
  }

  /// Writes `value` ``saveDelay`` after the first change not written yet, with every change
  /// made meanwhile: a burst of changes is one write, and a steady stream is still written.
  public func save(_ value: Value) {
    @Dependency(\.continuousClock) var clock
    writer.schedule(value, after: Self.saveDelay, on: clock)
  }

  /// Writes the value waiting to be written, if any, now.
  public func flush() throws {
    try writer.flush()
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// The key as it is written, with the file's path: `.fileStorage("/tmp/favorites.json")`.
  public var description: String { ".fileStorage(\(customDump(url.path)))" }
}

extension SharedKey {
  /// A value kept as JSON in the file at `url`:
  /// `@Shared(.fileStorage(url)) var favorites: [String] = []`.
  public static func fileStorage<Value>(_ url: URL) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }
}

/// Reads and writes one key's file, and keeps the change waiting to be written.
private final class FileWriter<Value: Codable & Sendable>: Sendable {
  private struct Pending {
    /// The value to write, until a write of it succeeds.
    var value: Value?
    /// The task that writes it once the delay has passed.
    var task: Task<Void, Never>?
  }

  let url: URL
  private let pending = Mutex(Pending())

  init(url: URL) {
    self.url = url
  }

  func load() -> Value? {
    let data: Data?
    do {
      data = try DurableFile.read(url.path)
    } catch {
      reportIssue("The shared value's file \(error); its holders start from their default value.")
      return nil
    }
    guard let data else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      reportIssue(
        """
        The shared value's file \(url.path) does not hold a \(Value.self) (\(error)); its holders \
        start from their default value, and the file is kept aside when the value is first saved.
        """
      )
      return nil
    }
  }

  /// Keeps `value` to be written `delay` after the first change not written yet.
  func schedule(_ value: Value, after delay: Duration, on clock: any Clock<Duration>) {
    pending.withLock { pending in
      pending.value = value
      guard pending.task == nil else { return }
      // The task keeps the writer: a change is written even when every holder has gone.
      pending.task = Task {
        do {
          try await clock.sleep(for: delay)
        } catch {
          return
        }
        do {
          try self.flush()
        } catch {
          reportIssue("A shared value could not be saved: \(error)")
        }
      }
    }
  }

  /// Writes the waiting value, if any; it stays waiting when the write fails.
  func flush() throws {
    try pending.withLock { pending in
      pending.task?.cancel()
      pending.task = nil
      guard let value = pending.value else { return }
      try replace(with: value)
      pending.value = nil
    }
  }

  /// Replaces the file with `value`, keeping a file that no longer decodes aside first, with
  /// its mode given to the new one.
  private func replace(with value: Value) throws {
    let target = DurableFile.resolvingSymlinks(url)
    var mode: mode_t?
    if let data = try DurableFile.read(target.path),
      (try? JSONDecoder().decode(Value.self, from: data)) == nil,
      let existing = DurableFile.status(of: target)
    {
      let aside = try DurableFile.keepAside(target, now: Date())
      mode = (existing.st_mode & 0o7777) | 0o600
      reportIssue(
        "The shared value's damaged file \(url.path) was kept as \(aside.path); it is saved anew."
      )
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try DurableFile.replace(url.path, with: try encoder.encode(value), mode: mode)
  }
}
