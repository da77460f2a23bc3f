/// Shared parts of shared collections and optionals: the element of a shared identified array
/// with an id, and a shared optional unwrapped.
///
/// ```swift
/// @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = []
/// if let syncUp = Shared($syncUps[id: id]) {
///   SyncUpDetail.State(syncUp: syncUp)
/// }
/// ```
extension Shared {
  /// The element with `id`, shared within this array: `nil` while there is none, and setting
  /// `nil` removes it.
  public subscript<ID: Hashable & Sendable, Element: Sendable>(
    id id: ID
  ) -> Shared<Element?> where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]]
  }

  /// Unwraps a shared optional, or fails when it holds `nil`.
  ///
  /// The result keeps reading the base while it holds a value; once the base becomes `nil` (the
  /// element was removed), it reads the last value it saw, and changes to it go nowhere.
  public init?(_ base: Shared<Value?>) {
    guard let value = base.reference.value(in: .live) else { return nil }
    self.init(reference: UnwrappedReference(base: base.reference, lastValue: value))
  }
}

extension SharedReader {
  /// The element with `id`, read within this array; `nil` while there is none.
  public subscript<ID: Hashable & Sendable, Element: Sendable>(
    id id: ID
  ) -> SharedReader<Element?> where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]]
  }

  /// Unwraps a shared optional, or fails when it holds `nil`; once the base becomes `nil`, the
  /// result reads the last value it saw.
  public init?(_ base: SharedReader<Value?>) {
    guard let value = base.reference.value(in: .live) else { return nil }
    self.init(reference: UnwrappedReference(base: base.reference, lastValue: value))
  }
}

/// A shared optional read as the value it holds, or as the last value it held.
final class UnwrappedReference<Value: Sendable>: SharedReference, Sendable {
  let base: any SharedReference<Value?>
  private let lastValue: LockIsolated<Value>

  init(base: any SharedReference<Value?>, lastValue: Value) {
    self.base = base
    self.lastValue = LockIsolated(lastValue)
  }

  var storage: ObjectIdentifier { base.storage }
  var keyDescription: String? { base.keyDescription }
  var storedValue: any Sendable { base.storedValue }

  func value(in phase: SharedAssertion.Phase) -> Value {
    guard let value = base.value(in: phase) else {
      return lastValue.withLock { $0 }
    }
    lastValue.withLock { $0 = value }
    return value
  }
}

extension UnwrappedReference: MutableSharedReference {
  func mutate<Result>(
    in phase: SharedAssertion.Phase, _ operation: (inout Value) throws -> Result
  ) rethrows -> Result {
    guard let base = base as? any MutableSharedReference<Value?> else {
      // `Shared`'s initializer makes this reference only from a writable base.
      preconditionFailure("A read-only shared value was changed.")
    }
    return try base.mutate(in: phase) { optional in
      guard var value = optional else {
        var detached = lastValue.withLock { $0 }
        return try operation(&detached)
      }
      defer { optional = value }
      return try operation(&value)
    }
  }

  func save() throws {
    try (base as? any MutableSharedReference<Value?>)?.save()
  }
}
