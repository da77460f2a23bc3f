import Foundation

/// State that several features hold at once: a change made through one holder is seen by
/// every other, with no delegate action to copy it across.
///
/// A `Shared` value is a reference to one stored value. Copies of a feature's state share it,
/// and so do features given the same `Shared` (or declaring the same key). Reading it gives the
/// current value; a change goes through ``withLock(_:)``, so that a read-modify-write is never
/// interleaved with another holder's:
///
/// ```swift
/// struct State: Equatable {
///   @Shared(.inMemory("displayName")) var displayName = "Blob"
/// }
/// state.$displayName.withLock { $0 = "Blob Jr." }
/// ```
///
/// A child gets the parent's value, or a part of it (`$settings.displayName`), through the
/// projected value:
///
/// ```swift
/// ProfileFeature.State(displayName: state.$displayName)
/// ```
///
/// Where the value lives between holders is its key: ``SharedKey/inMemory(_:)`` for a process,
/// ``SharedKey/fileStorage(_:)`` for a JSON file on disk. In a `TestStore` a shared change is
/// asserted like any other state change.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  let reference: any MutableSharedReference<Value>

  init(reference: any MutableSharedReference<Value>) {
    self.reference = reference
  }

  /// Shares `value` with whoever this `Shared` is given to, under no key.
  ///
  /// ```swift
  /// let count = Shared(value: 0)
  /// let child = ChildFeature.State(count: count)
  /// ```
  public init(value: Value) {
    self.init(reference: SharedBox(value, key: nil))
  }

  /// Holds the value stored under `key`, or `wrappedValue` when nothing is stored there yet.
  ///
  /// Every holder of the same key, in the dependencies of the code that creates it, shares one
  /// value; the first one to be created decides the initial value.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(
      reference: DependencyValues.current.sharedStorage.box(for: key, default: wrappedValue))
  }

  /// Holds the same value as `projectedValue`: `self._count = Shared(projectedValue: count)`.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The current value, the same for every holder.
  public var wrappedValue: Value {
    reference.value(in: SharedAssertion.current)
  }

  /// This `Shared` itself, to hand to another feature or to change: `state.$count`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Changes the value in place, with no other holder's change in between.
  ///
  /// ```swift
  /// state.$favorites.withLock { $0.append(place) }
  /// ```
  @discardableResult
  public func withLock<Result>(_ operation: (inout Value) throws -> Result) rethrows -> Result {
    try reference.mutate(in: SharedAssertion.current, operation)
  }

  /// A `Shared` part of this value, changed in place within it: `$settings.displayName`.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(reference: DerivedReference(base: reference, keyPath: keyPath))
  }

  /// Writes the value to its key's storage now, instead of after the key's delay; a value
  /// under no key or an in-memory key has nothing to write.
  ///
  /// ```swift
  /// try state.$settings.save()
  /// ```
  public func save() throws {
    try reference.save()
  }
}

/// A read-only view of a ``Shared`` value, for a feature that shows a value another one
/// changes.
///
/// ```swift
/// struct State: Equatable {
///   @SharedReader var displayName: String
/// }
/// let state = State(displayName: SharedReader(settings.$displayName))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value: Sendable>: Sendable {
  let reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) {
    self.reference = reference
  }

  /// Reads what `shared` holds; changes made through it show here.
  public init(_ shared: Shared<Value>) {
    self.init(reference: shared.reference)
  }

  /// A constant value, under no key: `SharedReader(value: "Blob")`.
  public init(value: Value) {
    self.init(reference: SharedBox(value, key: nil))
  }

  /// Reads the value stored under `key`, or `wrappedValue` when nothing is stored there yet.
  ///
  /// ```swift
  /// @SharedReader(.inMemory("displayName")) var displayName = ""
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(
      reference: DependencyValues.current.sharedStorage.box(for: key, default: wrappedValue))
  }

  /// Reads the same value as `projectedValue`.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The current value.
  public var wrappedValue: Value {
    reference.value(in: SharedAssertion.current)
  }

  /// This reader itself, to hand to another feature: `state.$displayName`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A read-only part of this value: `$settings.displayName`.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: DerivedReference(base: reference, keyPath: keyPath))
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Whether both hold equal values.
  ///
  /// When a `TestStore` compares the state it expects with the state it got, the left side
  /// is read as the test last asserted it and the right side as it is now, so a shared change
  /// the test did not describe is a difference.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedAssertion.areEqual(lhs.reference, rhs.reference)
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether both read equal values, compared like ``Shared``'s.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedAssertion.areEqual(lhs.reference, rhs.reference)
  }
}

extension Shared: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension SharedReader: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: Encodable where Value: Encodable {
  /// Encodes the current value, as a plain property would be.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension Shared: Decodable where Value: Decodable {
  /// Decodes a value shared under no key: a recording or a saved state brings back the value,
  /// not the holders it was shared with.
  public init(from decoder: any Decoder) throws {
    self.init(value: try Value(from: decoder))
  }
}

extension SharedReader: Encodable where Value: Encodable {
  /// Encodes the current value, as a plain property would be.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension SharedReader: Decodable where Value: Decodable {
  /// Decodes a constant value under no key.
  public init(from decoder: any Decoder) throws {
    self.init(value: try Value(from: decoder))
  }
}

// A plain optional property is left out of its container's JSON when it is `nil`, and may be
// missing when it is decoded; a shared optional property is coded the same way.

extension KeyedEncodingContainer {
  /// Encodes a shared optional value as a plain optional property: nothing when it is `nil`.
  public mutating func encode<Wrapped: Encodable & Sendable>(
    _ value: Shared<Wrapped?>, forKey key: Key
  ) throws {
    try encodeIfPresent(value.wrappedValue, forKey: key)
  }

  /// Encodes a read-only shared optional value as a plain optional property.
  public mutating func encode<Wrapped: Encodable & Sendable>(
    _ value: SharedReader<Wrapped?>, forKey key: Key
  ) throws {
    try encodeIfPresent(value.wrappedValue, forKey: key)
  }
}

extension KeyedDecodingContainer {
  /// Decodes a shared optional value as a plain optional property: `nil` when it is missing.
  public func decode<Wrapped: Decodable & Sendable>(
    _ type: Shared<Wrapped?>.Type, forKey key: Key
  ) throws -> Shared<Wrapped?> {
    Shared(value: try decodeIfPresent(Wrapped.self, forKey: key))
  }

  /// Decodes a read-only shared optional value as a plain optional property.
  public func decode<Wrapped: Decodable & Sendable>(
    _ type: SharedReader<Wrapped?>.Type, forKey key: Key
  ) throws -> SharedReader<Wrapped?> {
    SharedReader(value: try decodeIfPresent(Wrapped.self, forKey: key))
  }
}

/// What ``Shared`` and ``SharedReader`` have in common, for code that finds the holders of
/// shared values in a state.
protocol SharedWrapper: Sendable {
  associatedtype Value: Sendable
  /// The reference the wrapper reads through.
  var sharedReference: any SharedReference<Value> { get }
  /// Whether a holder can change the value through it.
  var isWritable: Bool { get }
}

extension SharedWrapper {
  /// The stored value this wrapper holds all or a part of.
  var storage: ObjectIdentifier { sharedReference.storage }
  /// Whether the wrapper holds a part of its stored value (`$profile.name`).
  var holdsAPart: Bool { !(sharedReference is any TrackedSharedValue) }
  /// The stored value now: all of it, also for a wrapper that holds a part.
  var storedValue: any Sendable { sharedReference.storedValue }
}

extension Shared: SharedWrapper {
  var sharedReference: any SharedReference<Value> { reference }
  var isWritable: Bool { true }
}

extension SharedReader: SharedWrapper {
  var sharedReference: any SharedReference<Value> { reference }
  var isWritable: Bool { false }
}

/// One stored value and what reads it; derived holders reach it through a key path.
protocol SharedReference<Value>: AnyObject, Sendable {
  associatedtype Value: Sendable
  /// The value now, or, in `.expecting`, as the test last asserted it.
  func value(in phase: SharedAssertion.Phase) -> Value
  /// The stored value this reference reads all or a part of.
  var storage: ObjectIdentifier { get }
  /// The key the stored value is kept under, described: `.inMemory("name")`.
  var keyDescription: String? { get }
  /// The stored value now: all of it, also for a reference to a part.
  var storedValue: any Sendable { get }
}

/// A shared value that can be changed.
protocol MutableSharedReference<Value>: SharedReference {
  /// Changes the value (or, in `.expecting`, the test's expectation of it).
  func mutate<Result>(
    in phase: SharedAssertion.Phase, _ operation: (inout Value) throws -> Result
  ) rethrows -> Result
  /// Writes the stored value to its key's storage now.
  func save() throws
}

/// The stored value of a ``Shared``: its lock, its key, and, while a test store runs, the
/// value as the test last asserted it and as the running assertion expects it.
final class SharedBox<Value: Sendable>: MutableSharedReference, @unchecked Sendable {
  // Every stored property below is read and written only while `lock` is held.
  private let lock = NSRecursiveLock()
  private var current: Value
  /// The value as the test last asserted it, kept once it changed since.
  private var asserted: Value?
  /// The value as the running assertion closure describes it.
  private var expectation: Value?
  private let key: (any SharedKey<Value>)?

  init(_ value: Value, key: (any SharedKey<Value>)?) {
    self.current = value
    self.key = key
  }

  var storage: ObjectIdentifier { ObjectIdentifier(self) }
  var storedValue: any Sendable { value(in: .live) }

  /// A description of the key the value is kept under, if any: `.inMemory("name")`.
  var keyDescription: String? {
    key.map { String(describing: $0) }
  }

  func value(in phase: SharedAssertion.Phase) -> Value {
    lock.withLock {
      switch phase {
      case .live: current
      case .expecting: expectation ?? asserted ?? current
      case .recorded(let values), .comparing(let values): recorded(in: values)
      }
    }
  }

  /// The value as `values` recorded it after an action; a value they do not hold had not
  /// changed since the last assertion then.
  private func recorded(in values: SharedValues?) -> Value {
    guard let values else { return current }
    return values.value(of: self) ?? asserted ?? current
  }

  func mutate<Result>(
    in phase: SharedAssertion.Phase, _ operation: (inout Value) throws -> Result
  ) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    // The test store's work is in functions of its own, which a write outside tests never
    // enters: it then pays for no optional copies of the value.
    if case .expecting = phase { return try changeExpectation(operation) }
    let tracker = SharedChangeTracker.current
    if let tracker { noteChange(to: tracker) }
    // Also when the operation throws: what it changed before throwing stays changed.
    defer { didChange(isTracked: tracker != nil) }
    guard let log = SharedWriteLog.current else { return try operation(&current) }
    let before = current
    defer { log.heard(ObjectIdentifier(self), before: before, after: current) }
    return try operation(&current)
  }

  /// Changes the value the running assertion closure expects.
  private func changeExpectation<Result>(
    _ operation: (inout Value) throws -> Result
  ) rethrows -> Result {
    var expected = expectation ?? asserted ?? current
    defer { expectation = expected }
    SharedChangeTracker.current?.track(self, isExpectation: true)
    return try operation(&expected)
  }

  /// Tells `tracker` of a change an action or an effect is about to make, keeping the value as
  /// last asserted first.
  private func noteChange(to tracker: SharedChangeTracker) {
    if asserted == nil { asserted = current }
    tracker.track(self, isExpectation: false)
  }

  /// Counts a change, takes it as asserted when no test store's action made it (the test's own
  /// code), and tells the key, under the lock, so that it hears of changes in their order.
  private func didChange(isTracked: Bool) {
    SharedWrites.count.add(1, ordering: .relaxed)
    if !isTracked, SharedChangeTracker.anyExists { takeAsAsserted() }
    key?.save(current)
  }

  private func takeAsAsserted() {
    if asserted != nil { asserted = current }
  }

  func save() throws {
    guard let key else { return }
    key.save(value(in: .live))
    try key.flush()
  }
}

extension SharedBox: TrackedSharedValue {
  var currentValue: any Sendable {
    lock.withLock { current }
  }

  func acceptChange(upTo values: SharedValues?) {
    lock.withLock {
      expectation = nil
      if let values {
        asserted = values.value(of: self) ?? asserted
      } else {
        asserted = nil
      }
    }
  }

  var unassertedChange: String? {
    lock.withLock {
      guard let asserted else { return nil }
      return diff(asserted, current)
    }
  }
}

/// A part of another shared value, read and changed through a key path.
final class DerivedReference<Base: Sendable, Value: Sendable>: SharedReference, Sendable {
  let base: any SharedReference<Base>
  let keyPath: KeyPath<Base, Value> & Sendable

  init(base: any SharedReference<Base>, keyPath: KeyPath<Base, Value> & Sendable) {
    self.base = base
    self.keyPath = keyPath
  }

  var storage: ObjectIdentifier { base.storage }
  var keyDescription: String? { base.keyDescription }
  var storedValue: any Sendable { base.storedValue }

  func value(in phase: SharedAssertion.Phase) -> Value {
    base.value(in: phase)[keyPath: keyPath]
  }
}

extension DerivedReference: MutableSharedReference {
  func mutate<Result>(
    in phase: SharedAssertion.Phase, _ operation: (inout Value) throws -> Result
  ) rethrows -> Result {
    guard let base = base as? any MutableSharedReference<Base>,
      let keyPath = keyPath as? WritableKeyPath<Base, Value>
    else {
      // `Shared`'s subscript makes this reference only from a writable base and key path.
      preconditionFailure("A read-only shared value was changed.")
    }
    return try base.mutate(in: phase) { try operation(&$0[keyPath: keyPath]) }
  }

  func save() throws {
    try (base as? any MutableSharedReference<Base>)?.save()
  }
}

/// How shared values are read while a `TestStore` checks an assertion.
package enum SharedAssertion {
  /// What a read or a change of a shared value stands for.
  package enum Phase: Sendable {
    /// The value as it is: reducers, effects, views.
    case live
    /// The test's expectation, inside an assertion closure or its dump.
    case expecting
    /// The value as it was after an action, as `SharedValues` recorded it (`nil`: as now).
    case recorded(SharedValues?)
    /// The expected state (left) compared with the state after an action (right).
    case comparing(SharedValues?)
  }

  @TaskLocal package static var phase = Phase.live

  /// The phase in force: live, without reading the task-local, while no test store and no
  /// reader of recorded values (``SharedValues/reading(_:)``) exists.
  static var current: Phase {
    SharedChangeTracker.anyExists ? phase : .live
  }

  static func areEqual<Value: Equatable>(
    _ lhs: any SharedReference<Value>, _ rhs: any SharedReference<Value>
  ) -> Bool {
    switch current {
    case .comparing(let values):
      lhs.value(in: .expecting) == rhs.value(in: .recorded(values))
    case let phase:
      lhs.value(in: phase) == rhs.value(in: phase)
    }
  }
}

/// The values of some shared values as they were at one moment: for a test store, those that
/// changed since the test's last assertion, after one action; for code that keeps copies of a
/// state, every one the state holds.
package struct SharedValues: Sendable {
  /// The values, by the stored value they were read from.
  package let values: [ObjectIdentifier: any Sendable]

  /// Every shared value `state` holds, as it is now.
  package init(heldBy state: Any) {
    values = Dictionary(
      uniqueKeysWithValues: SharedValueHolders.all(in: state).map { ($0.storage, $0.value) })
  }

  init(values: [ObjectIdentifier: any Sendable]) {
    self.values = values
  }

  /// The value stored in `storage` at that moment, if it was kept.
  package subscript(storage: ObjectIdentifier) -> (any Sendable)? {
    values[storage]
  }

  /// The value `box` held at that moment, if it was kept. (A missing value is `nil` here,
  /// also for an optional value, which a cast of the lookup would give as a kept `nil`.)
  func value<Value>(of box: SharedBox<Value>) -> Value? {
    guard let kept = values[ObjectIdentifier(box)] else { return nil }
    return kept as? Value
  }

  /// Runs `body` with the shared values these values hold read as they were then: how code
  /// that kept a state encodes, dumps or compares it as it was when it was kept.
  ///
  /// ```swift
  /// let kept = (state: store.state, shared: SharedValues(heldBy: store.state))
  /// let json = try kept.shared.reading { try JSONEncoder().encode(kept.state) }
  /// ```
  package func reading<Value, Failure: Error>(
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    SharedChangeTracker.count.add(1, ordering: .relaxed)
    defer { SharedChangeTracker.count.subtract(1, ordering: .relaxed) }
    let outcome = SharedAssertion.$phase.withValue(.recorded(self)) {
      () -> Result<Value, Failure> in
      do throws(Failure) {
        return .success(try body())
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }
}
