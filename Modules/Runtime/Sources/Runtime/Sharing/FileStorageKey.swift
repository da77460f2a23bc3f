import Foundation

/// A key that keeps its value in a file, written a moment after the last change.
///
/// The file is read when the first holder is created. A change is written ``saveDelay`` after
/// the first change not written yet, on the `continuousClock` dependency of the code that made
/// it, so a burst of changes is one write, and a test or a script advances its clock instead
/// of waiting. ``Shared/save()`` writes at once. Where the file is kept is the
/// `defaultFileStorage` dependency's choice where the key is made (``FileStorage``): on disk in
/// the app, and in memory in a test store, stored at once, unless the test asks for
/// ``FileStorage/fileSystem``. The writes to disk follow the rules of the app's other files:
///
/// - **Whole or not at all**: a reader finds the old file or the new one, never a mix.
/// - **Mode and links kept**: a `0600` file stays `0600`; a link stays a link and the file it
///   points at is written.
/// - **A damaged file is kept aside**: a file that does not decode leaves the holders at their
///   default value, with a runtime warning; when the value is first saved, the file is renamed
///   `<name>.damaged-<time>` beside itself, the time taken from the `date` dependency, and the
///   new one keeps its mode.
/// - **Never lost**: the write belongs to the key, not to the feature that changed the value,
///   so it happens even when that feature's screen, or its store, has gone away. A write that
///   fails is reported, and the value waits for the next change or ``Shared/save()``.
///
/// The value is JSON unless the key is given another ``FileStorageFormat``:
///
/// ```swift
/// @Shared(.fileStorage(URL(fileURLWithPath: "favorites.json"))) var favorites: [String] = []
/// ```
public struct FileStorageKey<Value: Sendable>: SharedKey {
  /// How long after the last change the file is written.
  public static var saveDelay: Duration { .seconds(1) }

  /// The file the value is kept in.
  public let url: URL
  private let writer: FileWriter<Value>
  /// Where the file is kept: the `defaultFileStorage` in force where the key was made.
  private let storage: FileStorage

  /// A key for the file at `url`, whose bytes `format` reads and writes.
  public init(url: URL, format: FileStorageFormat<Value>) {
    self.url = url
    self.writer = FileWriter(url: url, format: format)
    self.storage = DependencyValues.current.defaultFileStorage
  }

  /// A key for the JSON file at `url`.
  public init(url: URL) where Value: Codable {
    self.init(url: url, format: .json)
  }

  /// Keys for the same file in the same storage are equal, whatever their formats: one file
  /// holds one value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.url.standardizedFileURL == rhs.url.standardizedFileURL
      && lhs.storage.isSame(as: rhs.storage)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(url.standardizedFileURL)
  }

  /// The value in the file, or `nil` when there is none, or when it is not a regular file or
  /// does not decode (a runtime warning says which).
  public func load() -> Value? {
    do {
      return try read()
    } catch let error as FileStorageError {
      reportIssue("The shared value's file \(error); its holders start from their default value.")
    } catch {
      reportIssue(
        """
        The shared value's file \(url.path) does not hold a \(Value.self) (\(error)); its holders \
        start from their default value, and the file is kept aside when the value is first saved, \
        unless its format refuses to replace it.
        """
      )
    }
    return nil
  }

  /// The value in the file now, or `nil` when there is no file.
  ///
  /// Throws a ``FileStorageError`` when the path cannot be read (it is a directory, say), and
  /// the format's error when the file does not decode.
  ///
  /// ```swift
  /// let favorites = try FileStorageKey<[String]>(url: url).read() ?? []
  /// ```
  public func read() throws -> Value? {
    guard let files = storage.files else { return try writer.read() }
    return try files.withLock { $0[path] }.map(writer.format.decode)
  }

  /// Writes `value` ``saveDelay`` after the first change not written yet, with every change
  /// made meanwhile: a burst of changes is one write, and a steady stream is still written.
  public func save(_ value: Value) {
    guard storage.files == nil else {
      do {
        try write(value)
      } catch {
        reportIssue("A shared value could not be saved to \(url.path) in memory: \(error)")
      }
      return
    }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.date) var date
    writer.schedule(value, after: Self.saveDelay, on: clock, date: date)
  }

  /// Writes the value waiting to be written, if any, now.
  public func flush() throws {
    guard storage.files == nil else { return }
    @Dependency(\.date) var date
    try writer.flush(date: date)
  }

  /// Writes `value` now, replacing a change still waiting, and returns the URL a damaged file
  /// was kept at, if the file was damaged.
  ///
  /// Throws a ``FileStorageError`` when the file cannot be read, kept aside or written, and the
  /// format's error when it refuses to replace the file; the value then waits for the next
  /// write.
  ///
  /// ```swift
  /// if let aside = try key.write(["Blob"]) { print("The damaged file is kept at \(aside.path)") }
  /// ```
  @discardableResult
  public func write(_ value: Value) throws -> URL? {
    if let files = storage.files {
      try files.withLock { $0[path] = try writer.format.encode(value, $0[path]) }
      return nil
    }
    @Dependency(\.date) var date
    return try writer.write(value, date: date)
  }

  /// The path the file is kept under in memory.
  private var path: String { url.standardizedFileURL.path }
}

extension FileStorageKey: CustomStringConvertible {
  /// The key as it is written, with the file's path: `.fileStorage("/tmp/favorites.json")`.
  public var description: String { ".fileStorage(\(customDump(url.path)))" }
}

extension SharedKey {
  /// A value kept as JSON in the file at `url`:
  /// `@Shared(.fileStorage(url)) var favorites: [String] = []`.
  public static func fileStorage<Value: Codable>(_ url: URL) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }

  /// A value kept in the file at `url`, read and written by two closures, in the reference's
  /// spelling: `@Shared(.fileStorage(url, decode: decodeNames, encode: encodeNames))`.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(
      url: url, format: FileStorageFormat(decode: decode) { value, _ in try encode(value) })
  }

  /// A value kept in the file at `url`, whose bytes `format` reads and writes:
  /// `@Shared(.fileStorage(url, format: .lines)) var names: [String] = []`.
  public static func fileStorage<Value>(_ url: URL, format: FileStorageFormat<Value>) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, format: format)
  }
}

/// How a ``FileStorageKey`` turns its value into the bytes of its file, and back.
///
/// A file whose bytes `decode` rejects is damaged: it is kept aside when the value is first
/// saved. `encode` is given the bytes the file holds (`nil` when there is none), so that a
/// format can keep what it does not own, or refuse, by throwing, to replace a file it must
/// not (one written by a newer version of the app, say).
///
/// ```swift
/// extension FileStorageFormat where Value == [String] {
///   static let lines = FileStorageFormat(
///     decode: { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) },
///     encode: { names, _ in Data(names.map { $0 + "\n" }.joined().utf8) }
///   )
/// }
/// ```
public struct FileStorageFormat<Value: Sendable>: Sendable {
  /// Reads the value from the file's bytes; throws when they do not hold one.
  public var decode: @Sendable (Data) throws -> Value
  /// The bytes to write for the value, given the file's bytes now; throws to leave it as is.
  public var encode: @Sendable (_ value: Value, _ current: Data?) throws -> Data

  /// Creates a format from its two directions.
  public init(
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (_ value: Value, _ current: Data?) throws -> Data
  ) {
    self.decode = decode
    self.encode = encode
  }
}

extension FileStorageFormat where Value: Codable {
  /// The value as pretty-printed JSON with sorted keys.
  public static var json: Self {
    Self(
      decode: { try JSONDecoder().decode(Value.self, from: $0) },
      encode: { value, _ in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(value)
      }
    )
  }
}

/// Why a ``FileStorageKey`` could not read, keep aside or write its file.
///
/// ```swift
/// do { _ = try key.write(value) } catch let error as FileStorageError {
///   print(error)  // "/tmp/names.json: is a directory, not a regular file; it is left alone"
/// }
/// ```
public struct FileStorageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the key was doing with the file.
  public enum Step: Equatable, Sendable {
    /// Reading it, to load the value or to see what a write replaces.
    case reading
    /// Renaming a damaged file beside itself.
    case keepingAside
    /// Replacing it.
    case writing
  }

  /// What the key was doing.
  public let step: Step
  /// The file's path.
  public let path: String
  /// What went wrong, such as `is a directory, not a regular file; it is left alone`.
  public let reason: String

  /// The path and what went wrong.
  public var description: String { "\(path): \(reason)" }

  init(_ step: Step, path: String, _ failure: DurableFile.Failure) {
    self.step = step
    self.path = path
    self.reason = failure.reason
  }
}

/// Reads and writes one key's file, and keeps the change waiting to be written.
private final class FileWriter<Value: Sendable>: Sendable {
  private struct Pending {
    /// The value to write, until a write of it succeeds.
    var value: Value?
    /// The task that writes it once the delay has passed.
    var task: Task<Void, Never>?
  }

  let url: URL
  let format: FileStorageFormat<Value>
  private let pending = LockIsolated(Pending())
  /// Held for the whole of a write, so that writes happen one at a time while a holder's
  /// change waits only for `pending`, never for the disk.
  private let writing = LockIsolated(())

  init(url: URL, format: FileStorageFormat<Value>) {
    self.url = url
    self.format = format
  }

  func read() throws -> Value? {
    try bytes(at: url).map(format.decode)
  }

  /// The bytes of the file at `file` (the key's file or its link's target), `nil` when there
  /// is none; throws a ``FileStorageError`` about the key's path.
  private func bytes(at file: URL) throws -> Data? {
    do {
      return try DurableFile.read(file.path)
    } catch {
      throw FileStorageError(.reading, path: url.path, error)
    }
  }

  /// Keeps `value` to be written `delay` after the first change not written yet; a damaged
  /// file is named by `date`.
  func schedule(
    _ value: Value, after delay: Duration, on clock: any Clock<Duration>, date: DateGenerator
  ) {
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
          try self.flush(date: date)
        } catch {
          reportIssue("A shared value could not be saved: \(error)")
        }
      }
    }
  }

  /// Replaces the waiting value, if any, with `value` and writes it.
  func write(_ value: Value, date: DateGenerator) throws -> URL? {
    try writing.withLock { _ in
      pending.withLock { $0.value = value }
      return try writeWaitingValue(date: date)
    }
  }

  /// Writes the waiting value, if any, with a runtime warning when a damaged file was kept
  /// aside; the value stays waiting when the write fails.
  func flush(date: DateGenerator) throws {
    let aside = try writing.withLock { _ in try writeWaitingValue(date: date) }
    guard let aside else { return }
    reportIssue(
      "The shared value's damaged file \(url.path) was kept as \(aside.path); it is saved anew."
    )
  }

  /// Takes the waiting value and writes it, while `writing` is held; returns where a damaged
  /// file was kept. A value that could not be written waits again, unless a newer one came.
  private func writeWaitingValue(date: DateGenerator) throws -> URL? {
    let value = pending.withLock { pending in
      pending.task?.cancel()
      pending.task = nil
      defer { pending.value = nil }
      return pending.value
    }
    guard let value else { return nil }
    do {
      return try replace(with: value, date: date)
    } catch {
      pending.withLock { pending in
        if pending.value == nil { pending.value = value }
      }
      throw error
    }
  }

  /// Replaces the file with `value`, keeping a file the format no longer decodes aside first
  /// (named by `date`), with its mode given to the new one; returns where it was kept.
  private func replace(with value: Value, date: DateGenerator) throws -> URL? {
    let target = DurableFile.resolvingSymlinks(url)
    let existing = DurableFile.status(of: target)
    let current = existing == nil ? nil : try bytes(at: target)
    let data = try format.encode(value, current)
    var mode: mode_t?
    var aside: URL?
    if let existing, let current, (try? format.decode(current)) == nil {
      do {
        aside = try DurableFile.keepAside(target, now: date.now)
      } catch {
        throw FileStorageError(.keepingAside, path: url.path, error)
      }
      mode = (existing.st_mode & 0o7777) | 0o600
    }
    do {
      try DurableFile.replace(target.path, with: data, mode: mode)
    } catch {
      throw FileStorageError(.writing, path: url.path, error)
    }
    return aside
  }
}
