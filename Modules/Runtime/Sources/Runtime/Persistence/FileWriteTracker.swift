/// Counts the file writes an app has started and not finished, so that it can wait for them
/// before it exits instead of leaving a file half replaced.
///
/// A reducer takes a ``PendingFileWrite`` when it returns an effect that writes a file, so the
/// write counts from the moment it is decided, before the effect has even started; the effect
/// ends it when the write is done, and an effect that never runs ends it when it is released.
/// The live value is the process's tracker, which the `app` executable waits on before it
/// exits; previews and tests get a tracker of their own that nothing waits on.
///
/// ```swift
/// @Dependency(\.fileWrites) var fileWrites
/// let write = fileWrites.begin()
/// return .run { _ in
///   defer { write.end() }
///   try await client.save(value)
/// }
/// ```
public final class FileWriteTracker: Sendable {
  private let pending = LockIsolated(0)

  /// Creates a tracker with no write pending.
  public init() {}

  /// Counts a write as pending until the returned value's ``PendingFileWrite/end()``, or until
  /// it is released.
  public func begin() -> PendingFileWrite {
    pending.withLock { $0 += 1 }
    return PendingFileWrite { [pending] in pending.withLock { $0 -= 1 } }
  }

  /// How many writes are pending.
  public var pendingCount: Int { pending.withLock { $0 } }

  /// Waits until no write is pending, looking every 10 ms of `clock`, for at most `limit`;
  /// returns whether none is.
  ///
  /// ```swift
  /// guard await fileWrites.waitUntilDone(within: .seconds(30), clock: ContinuousClock()) else {
  ///   print("\(fileWrites.pendingCount) file writes did not finish")
  /// }
  /// ```
  public func waitUntilDone<C: Clock<Duration>>(within limit: Duration, clock: C) async -> Bool {
    let deadline = clock.now.advanced(by: limit)
    while pendingCount > 0 {
      guard clock.now < deadline else { return false }
      do {
        try await clock.sleep(for: .milliseconds(10))
      } catch {
        return pendingCount == 0
      }
    }
    return true
  }
}

/// A file write a ``FileWriteTracker`` counts as pending until ``end()`` is called or the value
/// is released, whichever comes first.
public final class PendingFileWrite: Sendable {
  private let onEnd: LockIsolated<(@Sendable () -> Void)?>

  init(onEnd: @escaping @Sendable () -> Void) {
    self.onEnd = LockIsolated(onEnd)
  }

  deinit { end() }

  /// Says that the write is done, or will not happen; the later calls do nothing.
  public func end() {
    let onEnd = self.onEnd.withLock { onEnd in
      defer { onEnd = nil }
      return onEnd
    }
    onEnd?()
  }
}

extension FileWriteTracker: DependencyKey {
  /// The process's tracker, which the `app` executable waits on before it exits.
  public static let liveValue = FileWriteTracker()

  /// A tracker of the preview's own, which nothing waits on.
  public static var previewValue: FileWriteTracker { FileWriteTracker() }

  /// A tracker of the test's own, which nothing waits on.
  public static var testValue: FileWriteTracker { FileWriteTracker() }
}

extension DependencyValues {
  /// The file writes the app has started and not finished; see ``FileWriteTracker``.
  ///
  /// ```swift
  /// @Dependency(\.fileWrites) var fileWrites
  /// ```
  public var fileWrites: FileWriteTracker {
    get { self[FileWriteTracker.self] }
    set { self[FileWriteTracker.self] = newValue }
  }
}
