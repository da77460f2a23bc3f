import Foundation

/// A key that keeps its value in `UserDefaults`, under a name, as SwiftUI's `@AppStorage`
/// does: the value outlives the process, and holders of the same name share it.
///
/// ```swift
/// @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
/// ```
///
/// The defaults are the `defaultAppStorage` dependency's: `UserDefaults.standard` in the app,
/// and in a test store a set of defaults of the store's own, which starts empty, so that tests
/// neither read nor change the user's defaults, nor each other's. A test process never reaches
/// the user's defaults, not even with live dependencies. Values are plain property-list
/// values: `Bool`, `Int`, `Double`, `String`, `URL`, `Data` and `Date`, their optionals (`nil`
/// removes the entry), and enums whose raw values are `Int` or `String`.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  /// The name the value is stored under.
  public let key: String
  private let storage: SharedDefaults
  private let read: @Sendable (UserDefaults, String) -> Value?
  private let write: @Sendable (UserDefaults, String, Value) -> Void

  init(
    _ key: String, defaults: UserDefaults?,
    read: @escaping @Sendable (UserDefaults, String) -> Value?,
    write: @escaping @Sendable (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    self.storage = SharedDefaults(defaults ?? DependencyValues.current.defaultAppStorage)
    self.read = read
    self.write = write
  }

  private var defaults: UserDefaults { storage.defaults }

  public func load() -> Value? {
    guard defaults.object(forKey: key) != nil else { return nil }
    return read(defaults, key)
  }

  /// Stores `value` in the defaults, which keep it on disk at once.
  public func save(_ value: Value) {
    write(defaults, key, value)
    #if !canImport(Darwin)
      // Linux's Foundation keeps a change in memory until `synchronize()`, even at exit.
      defaults.synchronize()
    #endif
  }

  public func flush() {}

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.key == rhs.key && lhs.defaults === rhs.defaults
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(ObjectIdentifier(defaults))
  }
}

extension AppStorageKey: CustomStringConvertible {
  /// The key as it is written: `.appStorage("count")`.
  public var description: String { ".appStorage(\(customDump(key)))" }
}

/// A value `UserDefaults` keeps as it is: a property-list value.
public protocol AppStorageValue: Sendable {}

extension Bool: AppStorageValue {}
extension Int: AppStorageValue {}
extension Double: AppStorageValue {}
extension String: AppStorageValue {}
extension Data: AppStorageValue {}
extension Date: AppStorageValue {}

extension SharedKey {
  /// A property-list value kept in the defaults under `key`:
  /// `@Shared(.appStorage("count")) var count = 0`.
  public static func appStorage<Value: AppStorageValue>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(
      key, defaults: store, read: { $0.object(forKey: $1) as? Value },
      write: { $0.set($2, forKey: $1) })
  }

  /// An optional property-list value kept in the defaults under `key`; `nil` removes it.
  public static func appStorage<Wrapped: AppStorageValue>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Wrapped?> {
    AppStorageKey(
      key, defaults: store, read: { $0.object(forKey: $1) as? Wrapped },
      write: { defaults, key, value in
        if let value {
          defaults.set(value, forKey: key)
        } else {
          defaults.removeObject(forKey: key)
        }
      })
  }

  /// A URL kept in the defaults under `key`, as its absolute string.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(
      key, defaults: store, read: { $0.string(forKey: $1).flatMap(URL.init(string:)) },
      write: { $0.set($2.absoluteString, forKey: $1) })
  }

  /// An enum kept in the defaults under `key` by its `Int` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value>, Value.RawValue == Int {
    AppStorageKey(
      key, defaults: store, read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }

  /// An enum kept in the defaults under `key` by its `String` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value>, Value.RawValue == String {
    AppStorageKey(
      key, defaults: store, read: { $0.string(forKey: $1).flatMap(Value.init) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }
}

extension DependencyValues {
  /// The defaults that `.appStorage` keys keep their values in: `UserDefaults.standard` live;
  /// in tests, defaults of their own that start empty.
  ///
  /// A process that runs tests gets such empty defaults each time it reads the live value too,
  /// as a session in live mode does, so that no test reads or writes the user's defaults.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].defaults }
    set { self[DefaultAppStorageKey.self] = SharedDefaults(newValue) }
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: SharedDefaults { SharedDefaults(isRunningTests ? .empty() : .standard) }
  static var testValue: SharedDefaults { SharedDefaults(.empty()) }
  static var previewValue: SharedDefaults { SharedDefaults(.empty()) }
}

/// Defaults that keys and dependencies hand between threads. `UserDefaults` locks its own
/// reads and writes, as Apple documents it, though Linux's Foundation does not mark it
/// `Sendable`.
private struct SharedDefaults: @unchecked Sendable {
  let defaults: UserDefaults

  init(_ defaults: UserDefaults) {
    self.defaults = defaults
  }
}

extension UserDefaults {
  /// Defaults with nothing in them that belong to no one else, kept in memory and never
  /// written to disk: for a test or a preview.
  package static func empty() -> UserDefaults {
    // `UserDefaults(suiteName:)` fails only for the app's own bundle identifier.
    InMemoryDefaults(suiteName: "showcase.empty.\(UUID().uuidString)") ?? InMemoryDefaults()
  }
}

/// Defaults kept in a dictionary, which no later run reads: ``UserDefaults/empty()``'s. The
/// typed getters (`integer(forKey:)`, `string(forKey:)`, ...) read through `object(forKey:)`.
private final class InMemoryDefaults: UserDefaults {
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  override func object(forKey defaultName: String) -> Any? {
    lock.withLock { values[defaultName] }
  }

  override func set(_ value: Any?, forKey defaultName: String) {
    lock.withLock { values[defaultName] = value }
  }

  override func set(_ value: Int, forKey defaultName: String) {
    set(value as Any, forKey: defaultName)
  }

  override func set(_ value: Float, forKey defaultName: String) {
    set(value as Any, forKey: defaultName)
  }

  override func set(_ value: Double, forKey defaultName: String) {
    set(value as Any, forKey: defaultName)
  }

  override func set(_ value: Bool, forKey defaultName: String) {
    set(value as Any, forKey: defaultName)
  }

  override func set(_ url: URL?, forKey defaultName: String) {
    set(url as Any?, forKey: defaultName)
  }

  override func removeObject(forKey defaultName: String) {
    set(nil as Any?, forKey: defaultName)
  }

  override func synchronize() -> Bool { true }
}
