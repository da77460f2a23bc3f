import Synchronization

/// Where a ``Shared`` value lives between its holders, and how it is kept.
///
/// Holders that declare equal keys share one value. A key loads the value it keeps when the
/// first holder is created, and is told of every change after it:
///
/// ```swift
/// @Shared(.inMemory("displayName")) var displayName = ""
/// @Shared(.fileStorage(URL(fileURLWithPath: "favorites.json"))) var favorites: [String] = []
/// ```
///
/// The values live in the dependencies of the code that creates the first holder: one set for
/// the process, and a set of its own for each `TestStore`, so that tests do not see each
/// other's values.
public protocol SharedKey<Value>: Hashable, Sendable {
  /// The type of the value the key keeps.
  associatedtype Value: Sendable
  /// The value stored under this key, or `nil` when nothing is stored there yet.
  func load() -> Value?
  /// Keeps `value`, which a holder has just changed; a key may wait before writing it.
  func save(_ value: Value)
  /// Writes at once what ``save(_:)`` has not written yet.
  func flush() throws
}

/// A key that keeps its value in memory, for the life of the process (or of the test store).
///
/// ```swift
/// @Shared(.inMemory("displayName")) var displayName = "Blob"
/// ```
public struct InMemoryKey<Value: Sendable>: SharedKey {
  /// The name holders share the value by.
  public let name: String

  public func load() -> Value? { nil }
  public func save(_ value: Value) {}
  public func flush() {}
}

extension InMemoryKey: CustomStringConvertible {
  /// The key as it is written: `.inMemory("count")`.
  public var description: String { ".inMemory(\(customDump(name)))" }
}

extension SharedKey {
  /// A value kept in memory under `name`: `@Shared(.inMemory("count")) var count = 0`.
  public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(name: name)
  }
}

extension DependencyValues {
  /// The shared values created by key in these dependencies.
  package var sharedStorage: SharedStorage {
    get { self[SharedStorage.self] }
    set { self[SharedStorage.self] = newValue }
  }

  /// The test store that asserts the shared changes made in these dependencies, if any.
  package var sharedChangeTracker: SharedChangeTracker? {
    get { self[SharedChangeTrackerKey.self] }
    set { self[SharedChangeTrackerKey.self] = newValue }
  }
}

private enum SharedChangeTrackerKey: DependencyKey {
  typealias Value = SharedChangeTracker?
  static let liveValue: SharedChangeTracker? = nil
}

/// The shared values created by key, one for each key.
package final class SharedStorage: Sendable, DependencyKey {
  private let boxes = LockIsolated<[AnyHashable: AnyObject]>([:])

  package init() {}

  package static let liveValue = SharedStorage()

  /// The value `key` keeps, made from what the key loads (or `initialValue`) the first time.
  func box<Key: SharedKey>(
    for key: Key, default initialValue: () -> Key.Value
  ) -> SharedBox<Key.Value> {
    if let box = boxes.withLock({ $0[key] }) as? SharedBox<Key.Value> { return box }
    // Made outside the lock: a default value or a key's load may create other keyed values.
    let made = SharedBox(key.load() ?? initialValue(), key: key)
    return boxes.withLock { boxes in
      if let box = boxes[key] as? SharedBox<Key.Value> { return box }
      boxes[key] = made
      return made
    }
  }
}

/// A stored value whose changes a test store asserts.
protocol TrackedSharedValue: AnyObject, Sendable {
  /// The value now.
  var currentValue: any Sendable { get }
  /// Takes the value as `values` recorded it (as it is now, for `nil`) as asserted.
  func acceptChange(upTo values: SharedValues?)
  /// The difference between the value as last asserted and as it is now, if any.
  var unassertedChange: String? { get }
}

/// The shared values a `TestStore`'s actions and assertions have changed.
package final class SharedChangeTracker: Sendable {
  private let changed = LockIsolated<[ObjectIdentifier: any TrackedSharedValue]>([:])
  private let expectationChanged = Atomic(false)
  /// How many trackers exist, and readers of recorded values (``SharedValues/reading(_:)``):
  /// with none, a read or a write need not look for either.
  static let count = Atomic(0)

  package init() {
    Self.count.add(1, ordering: .relaxed)
  }

  deinit {
    Self.count.subtract(1, ordering: .relaxed)
  }

  /// Whether any test store, or reader of recorded values, is alive: without one, every read
  /// and write is live.
  static var anyExists: Bool {
    count.load(ordering: .relaxed) > 0
  }

  /// The tracker of the test store whose action or assertion is running, if any.
  static var current: SharedChangeTracker? {
    guard anyExists else { return nil }
    return DependencyValues.current.sharedChangeTracker
  }

  /// Remembers that `value` changed, in a reducer or an effect, or in an assertion
  /// (`isExpectation`).
  func track(_ value: some TrackedSharedValue, isExpectation: Bool) {
    changed.withLock { $0[ObjectIdentifier(value)] = value }
    if isExpectation { expectationChanged.store(true, ordering: .relaxed) }
  }

  /// Whether an assertion closure changed a shared value since the last assertion.
  package var changedExpectations: Bool {
    expectationChanged.load(ordering: .relaxed)
  }

  /// The values of the tracked shared values now: what a test store records after an action.
  package func recordValues() -> SharedValues {
    let tracked = changed.withLock { Array($0) }
    return SharedValues(
      values: Dictionary(uniqueKeysWithValues: tracked.map { ($0.key, $0.value.currentValue) }))
  }

  /// Takes the tracked values as `values` recorded them (as they are now, for `nil`) as
  /// asserted; a change made after that is still to be asserted.
  package func acceptChanges(upTo values: SharedValues? = nil) {
    expectationChanged.store(false, ordering: .relaxed)
    for value in changed.withLock({ Array($0.values) }) {
      value.acceptChange(upTo: values)
    }
  }

  /// The differences of the tracked values that changed since they were last asserted.
  package var unassertedChanges: [String] {
    changed.withLock { Array($0.values) }.compactMap(\.unassertedChange)
  }
}
