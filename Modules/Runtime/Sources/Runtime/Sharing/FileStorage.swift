import Foundation

/// Where `.fileStorage` keys keep their files: on disk in the app, in memory in tests and
/// previews, as the reference's `defaultFileStorage` dependency does.
///
/// A key takes the storage of the dependencies in force where it is made. A test store keeps
/// one in-memory storage for everything it runs, which starts with no files, so that its tests
/// neither read nor change the user's files, nor each other's, and a change is stored at once,
/// with no clock to advance. A test that means to write real files says so:
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.defaultFileStorage = .fileSystem
/// }
/// ```
public struct FileStorage: Sendable {
  /// The files kept in memory, by standardized path; `nil` for the file system.
  let files: LockIsolated<[String: Data]>?

  /// Files on disk, written a moment after the last change, by the rules of
  /// ``FileStorageKey``.
  public static var fileSystem: Self { Self(files: nil) }

  /// A new, empty set of files in memory: a change is stored at once, and lasts as long as the
  /// storage does.
  public static var inMemory: Self { Self(files: LockIsolated([:])) }

  /// Whether two storages are the same: the file system, or one set of files in memory.
  func isSame(as other: Self) -> Bool {
    switch (files, other.files) {
    case (nil, nil): true
    case let (mine?, theirs?): mine === theirs
    default: false
    }
  }
}

extension DependencyValues {
  /// Where `.fileStorage` keys keep their files: ``FileStorage/fileSystem`` live, and a new
  /// ``FileStorage/inMemory`` storage in tests and previews.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
  static var previewValue: FileStorage { .inMemory }
}
