/// A key that carries the value its holders start from when nothing is stored yet, so that a
/// holder can be declared without one: `@Shared(.syncUps) var syncUps`.
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
///   static var syncUps: Self {
///     Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
///   }
/// }
/// ```
///
/// Holders of the key with a default and of its base key share one value.
public struct _SharedKeyDefault<Base: SharedKey>: SharedKey {
  /// The key the value is kept under.
  public let base: Base
  /// Makes the value holders start from when `base` has nothing stored.
  let defaultValue: @Sendable () -> Base.Value

  /// The key `key`, whose holders start from `value` when nothing is stored there yet.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public func load() -> Base.Value? { base.load() }
  public func save(_ value: Base.Value) { base.save(value) }
  public func flush() throws { try base.flush() }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.base == rhs.base }
  public func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The base key as it is written.
  public var description: String { String(describing: base) }
}

extension SharedKey {
  /// This key with a default value: `FileStorageKey<[Place]>.Default`.
  public typealias Default = _SharedKeyDefault<Self>
}

extension Shared {
  /// Holds the value stored under `key`'s base, or its default when nothing is stored there.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// ```
  public init<Base: SharedKey<Value>>(_ key: _SharedKeyDefault<Base>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// Holds the value stored under `key`'s base, or `wrappedValue` (not the key's default) when
  /// nothing is stored there.
  public init<Base: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Base>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }
}

extension SharedReader {
  /// Reads the value stored under `key`'s base, or its default when nothing is stored there.
  public init<Base: SharedKey<Value>>(_ key: _SharedKeyDefault<Base>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// Reads the value stored under `key`'s base, or `wrappedValue` when nothing is stored there.
  public init<Base: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Base>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }
}
