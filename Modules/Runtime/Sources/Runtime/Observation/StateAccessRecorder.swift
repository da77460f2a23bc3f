/// Collects the store state a view reads while it renders, so that the view renders again only
/// when one of those values changes.
///
/// HeadlessUI makes one per view body; `store.field` reports to the one that is current.
@MainActor
package final class StateAccessRecorder {
  /// The recorder of the view body being evaluated, if any.
  package static var current: StateAccessRecorder?

  /// The reads, one group per store, so that each store's state is read once per check.
  private var groups: [StoreReads] = []
  private var groupIndices: [ObjectIdentifier: Int] = [:]
  private var readKeyPaths: Set<Key> = []

  package init() {}

  /// One check per store read from, with the store tree it belongs to: whether a value read
  /// from that store is different now. Each reads the store's state once.
  package var changeChecks: [(host: any StoreHost, hasChanges: @MainActor () -> Bool)] {
    groups.map { ($0.host, $0.hasChanges) }
  }

  /// Whether nothing was read.
  package var isEmpty: Bool { groups.isEmpty }

  /// Runs `body` with this recorder collecting reads, after forgetting earlier ones.
  package func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    groups = []
    groupIndices = [:]
    readKeyPaths = []
    let outer = Self.current
    Self.current = self
    defer { Self.current = outer }
    return try body()
  }

  /// Records that a value was read at `keyPath` of the state that `readState` reads;
  /// `isUnchanged` says, given a pointer to a later state, whether that value is still the same.
  func record<State>(
    _ keyPath: AnyKeyPath,
    isUnchanged: @autoclosure () -> (UnsafeRawPointer) -> Bool,
    store: AnyObject,
    host: any StoreHost,
    readState: @escaping @MainActor () -> State
  ) {
    let storeID = ObjectIdentifier(store)
    guard readKeyPaths.insert(Key(store: storeID, keyPath: keyPath)).inserted else { return }
    if let index = groupIndices[storeID] {
      groups[index].add(isUnchanged())
      return
    }
    groupIndices[storeID] = groups.count
    // Made here, where `State` is known, so that reading the state is specialized; the checks
    // take a raw pointer, so that calling them needs no reabstraction.
    let reads = StoreReads(host: host, store: store, first: isUnchanged()) { isUnchanged in
      withUnsafePointer(to: readState()) { !isUnchanged(UnsafeRawPointer($0)) }
    }
    groups.append(reads)
  }

  private struct Key: Hashable {
    let store: ObjectIdentifier
    let keyPath: AnyKeyPath
  }
}

/// The reads a view made from one store.
@MainActor
private final class StoreReads {
  let host: any StoreHost
  /// Keeps the store alive while the view depends on it.
  let store: AnyObject
  /// Whether every value read is still the same, given a pointer to the store's state: the
  /// checks of the reads chained into one closure, which calls them without copying any.
  private var isUnchanged: (UnsafeRawPointer) -> Bool
  /// Reads the store's state once and runs a check on it; `true` when it fails.
  private let readAndCheck: @MainActor ((UnsafeRawPointer) -> Bool) -> Bool

  init(
    host: any StoreHost, store: AnyObject, first: @escaping (UnsafeRawPointer) -> Bool,
    readAndCheck: @escaping @MainActor ((UnsafeRawPointer) -> Bool) -> Bool
  ) {
    self.host = host
    self.store = store
    self.isUnchanged = first
    self.readAndCheck = readAndCheck
  }

  /// Adds the check of another read.
  func add(_ next: @escaping (UnsafeRawPointer) -> Bool) {
    isUnchanged = chain(isUnchanged, next)
  }

  /// Whether a value read from the store is different now; it keeps the checks added so far,
  /// so it is taken once the view's body has been evaluated.
  var hasChanges: @MainActor () -> Bool {
    { [readAndCheck, isUnchanged, store] in
      _ = store  // keeps the store alive while the view depends on it
      return readAndCheck(isUnchanged)
    }
  }
}

/// Both checks, the second only when the first passes; made outside the main actor so that
/// calling it checks no executor.
private func chain(
  _ first: @escaping (UnsafeRawPointer) -> Bool, _ second: @escaping (UnsafeRawPointer) -> Bool
) -> (UnsafeRawPointer) -> Bool {
  { first($0) && second($0) }
}

/// A check of whether the value at `keyPath` of a new state is still `value`, for
/// ``StateAccessRecorder/record(_:isUnchanged:store:host:readState:)``.
///
/// A stored property is read in place at its offset: a key path projection copies the whole
/// state and looks up generic metadata on every call. The closure is made outside the main
/// actor so that calling it checks no executor.
func unchangedCheck<State, Value: Equatable>(
  _ keyPath: KeyPath<State, Value>, value: Value
) -> (UnsafeRawPointer) -> Bool {
  guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
    return { $0.assumingMemoryBound(to: State.self).pointee[keyPath: keyPath] == value }
  }
  return { $0.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee == value }
}

/// The check of a value whose type may not be `Equatable`: compared with `==` when it is, and
/// otherwise never the same, so that a view that read it renders again on every change.
func unchangedCheck<State, Value>(
  _ keyPath: KeyPath<State, Value>, value: Value
) -> (UnsafeRawPointer) -> Bool {
  let isSame = equality(of: Value.self) ?? { _, _ in false }
  guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
    return { isSame(value, $0.assumingMemoryBound(to: State.self).pointee[keyPath: keyPath]) }
  }
  return { isSame(value, $0.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee) }
}
