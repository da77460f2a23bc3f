/// Collects the store state a view reads while it renders, so that the view renders again only
/// when one of those values changes.
///
/// HeadlessUI makes one per view body; `store.field` reports to the one that is current.
@MainActor
package final class StateAccessRecorder {
  /// The recorder of the view body being evaluated, if any.
  package static var current: StateAccessRecorder?

  private var accesses: [Key: Access] = [:]

  package init() {}

  /// The store trees whose state was read.
  package var hosts: [ObjectIdentifier: any StoreHost] {
    var hosts: [ObjectIdentifier: any StoreHost] = [:]
    for access in accesses.values { hosts[ObjectIdentifier(access.host)] = access.host }
    return hosts
  }

  /// Whether nothing was read.
  package var isEmpty: Bool { accesses.isEmpty }

  /// Runs `body` with this recorder collecting reads, after forgetting earlier ones.
  package func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    accesses = [:]
    let outer = Self.current
    Self.current = self
    defer { Self.current = outer }
    return try body()
  }

  /// Whether a value read since the last ``recording(_:)`` is different now.
  package var hasChanges: Bool {
    accesses.values.contains { $0.hasChanged() }
  }

  /// Records that `value` was read at `keyPath` of the state that `readState` reads.
  func record<State, Value>(
    _ keyPath: KeyPath<State, Value>,
    value: Value,
    store: AnyObject,
    host: any StoreHost,
    readState: @escaping @MainActor () -> State
  ) {
    let key = Key(store: ObjectIdentifier(store), keyPath: keyPath)
    guard accesses[key] == nil else { return }
    let isSame = sameValue(Value.self)
    accesses[key] = Access(host: host) { [store] in
      _ = store  // keeps the store alive while the view depends on it
      return !isSame(value, readState()[keyPath: keyPath])
    }
  }

  private struct Key: Hashable {
    let store: ObjectIdentifier
    let keyPath: AnyKeyPath
  }

  private struct Access {
    let host: any StoreHost
    let hasChanged: @MainActor () -> Bool
  }
}

/// Compares two values with `==` when their type is `Equatable`; any other type never compares
/// equal, so a view that read it renders again on every change.
func sameValue<Value>(_: Value.Type) -> (Value, Value) -> Bool {
  guard let equatable = Value.self as? any Equatable.Type else { return { _, _ in false } }
  return comparison(equatable, as: Value.self)
}

private func comparison<Element: Equatable, Value>(
  _: Element.Type, as _: Value.Type
) -> (Value, Value) -> Bool {
  { lhs, rhs in
    // `Value` is `Element`: the caller checked it with a cast of the type.
    withUnsafePointer(to: lhs) { left in
      withUnsafePointer(to: rhs) { right in
        left.withMemoryRebound(to: Element.self, capacity: 1) { left in
          right.withMemoryRebound(to: Element.self, capacity: 1) { left.pointee == $0.pointee }
        }
      }
    }
  }
}
