import Foundation
import Synchronization

/// A key that keeps its value as a JSON file, written a moment after the last change.
///
/// The file is read when the first holder is created. A change is written ``saveDelay`` after
/// it, on the `continuousClock` dependency of the code that made it, so a burst of changes is
/// one write, and a test or a script advances its clock instead of waiting. ``Shared/save()``
/// writes at once. The writes follow the rules of the app's other files:
///
/// - **Whole or not at all**: a reader finds the old file or the new one, never a mix.
/// - **Mode and links kept**: a `0600` file stays `0600`; a link stays a link and the file it
///   points at is written.
/// - **A damaged file is kept aside**: a file that does not decode is renamed
///   `<name>.damaged-<time>` beside itself, the holders start from their default value, and a
///   runtime warning says where the old file went.
/// - **Never lost**: the write belongs to the key, not to the feature that changed the value,
///   so it happens even when that feature's screen has gone away; the app's session writes what
///   is waiting when it ends.
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

  /// Writes `value` ``saveDelay`` after this change, unless another comes first.
  public func save(_ value: Value) {
    @Dependency(\.continuousClock) var clock
    writer.schedule(value, after: Self.saveDelay, on: clock)
  }

  /// Writes the value waiting to be written, if any, now.
  public func flush() throws {
    try writer.flush()
  }
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
    var value: Value?
    var generation = 0
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
      keepAside(reason: "does not hold a \(Value.self) (\(error))")
      return nil
    }
  }

  func schedule(_ value: Value, after delay: Duration, on clock: any Clock<Duration>) {
    pending.withLock { pending in
      pending.task?.cancel()
      pending.value = value
      pending.generation += 1
      let generation = pending.generation
      pending.task = Task { [weak self] in
        do {
          try await clock.sleep(for: delay)
        } catch {
          return
        }
        do {
          try self?.write(ifStill: generation)
        } catch {
          reportIssue("A shared value could not be saved: \(error)")
        }
      }
    }
  }

  func flush() throws {
    try write(ifStill: nil)
  }

  /// Writes the waiting value, if it is still the one of `generation` (any, for `nil`).
  private func write(ifStill generation: Int?) throws {
    try pending.withLock { pending in
      guard let value = pending.value, generation == nil || generation == pending.generation
      else { return }
      pending.value = nil
      pending.task?.cancel()
      pending.task = nil
      try replace(with: value)
    }
  }

  private func replace(with value: Value) throws {
    let target = DurableFile.resolvingSymlinks(url)
    if let data = try DurableFile.read(target.path),
      (try? JSONDecoder().decode(Value.self, from: data)) == nil
    {
      keepAside(reason: "no longer decodes")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try DurableFile.replace(url.path, with: try encoder.encode(value))
  }

  private func keepAside(reason: String) {
    do {
      let aside = try DurableFile.keepAside(DurableFile.resolvingSymlinks(url), now: Date())
      reportIssue(
        """
        The shared value's file \(url.path) \(reason); it was kept as \(aside.path), and the \
        value is saved anew.
        """
      )
    } catch {
      reportIssue("The shared value's file \(url.path) \(reason), and \(error)")
    }
  }
}
