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
/// running it and an effect sees those in force when its reducer ran.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// Creates a dependency property for the value at `keyPath`.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}
