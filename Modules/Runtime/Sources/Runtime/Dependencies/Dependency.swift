/// A property wrapper that reads a dependency from the values in force where it is used.
///
/// ```swift
/// struct SearchFeature: Reducer {
///   @Dependency(\.weatherClient) var weatherClient
///   @Dependency(\.continuousClock) var clock
/// }
/// ```
///
/// The value is resolved each time it is read, so a reducer sees the dependencies of the store
/// running it and an effect sees those in force when its reducer ran. What `withDependencies`
/// overrode where the property was made, and nothing in force where it is read overrides, still
/// holds: a model made in a test's `withDependencies` keeps its overrides when the test calls it
/// later.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  /// The key path, or, for a property made inside `withDependencies`, a ``ScopedKeyPath`` that
  /// also holds the overrides the property keeps. One reference either way, so that a reducer
  /// holding the property stays one word, which closures capture without a box.
  private let source: AnyObject & Sendable

  /// Creates a dependency property for the value at `keyPath`.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    if let origin = ReducerDependencies.keptByProperties {
      source = ScopedKeyPath(keyPath: keyPath, origin: origin)
    } else {
      source = keyPath
    }
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    guard type(of: source) == ScopedKeyPath.self else {
      return DependencyValues.current[keyPath: Self.keyPath(source)]
    }
    let scoped = unsafeDowncast(source, to: ScopedKeyPath.self)
    return DependencyValues.current(madeIn: scoped.origin)[keyPath: Self.keyPath(scoped.keyPath)]
  }

  /// The dependencies `withDependencies` had in force where the property was made, if any.
  var origin: ReducerDependencies? {
    (source as? ScopedKeyPath)?.origin
  }

  /// `object` as the key path it is: the initializer stores no other.
  private static func keyPath(_ object: AnyObject) -> KeyPath<DependencyValues, Value> {
    unsafeDowncast(object, to: KeyPath<DependencyValues, Value>.self)
  }
}

/// A dependency's key path and the `withDependencies` scope its property was made in.
final class ScopedKeyPath: Sendable {
  let keyPath: AnyKeyPath & Sendable
  let origin: ReducerDependencies

  init(keyPath: AnyKeyPath & Sendable, origin: ReducerDependencies) {
    self.keyPath = keyPath
    self.origin = origin
  }
}

/// A key for a dependency that also has a live value, used when the app runs for real.
///
/// ```swift
/// extension WeatherClient: DependencyKey {
///   static let liveValue = WeatherClient(search: { query in try await fetch(query) })
/// }
/// ```
public protocol DependencyKey: TestDependencyKey {
  /// The value used when the app runs for real.
  static var liveValue: Value { get }
}

extension DependencyKey {
  /// By default a test uses the live value; give dependencies that reach the outside world an
  /// explicit, unimplemented test value instead.
  public static var testValue: Value { liveValue }
}

/// A key for a dependency that has values for tests and previews.
///
/// Features usually declare the interface of a dependency in one module with this protocol and
/// provide the live value elsewhere with ``DependencyKey``:
///
/// ```swift
/// extension WeatherClient: TestDependencyKey {
///   static let testValue = WeatherClient(search: unimplemented("WeatherClient.search"))
///   static let previewValue = WeatherClient(search: { _ in .mock })
/// }
/// ```
public protocol TestDependencyKey {
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self

  /// The value used while testing.
  static var testValue: Value { get }

  /// The value used by previews and by the app's offline mode.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// By default a preview uses the test value.
  public static var previewValue: Value { testValue }
}

/// The situation dependencies are resolved for: a real run, a preview, or a test.
public enum DependencyContext: String, Sendable, CaseIterable {
  /// The app runs for real: ``DependencyKey/liveValue``.
  case live
  /// The app runs offline with embedded data: ``TestDependencyKey/previewValue``.
  case preview
  /// A test runs: ``TestDependencyKey/testValue``.
  case test
}
