/// The collection of dependencies in force, read by ``Dependency`` and overridden with
/// ``withDependencies(_:operation:)-(_,_)``.
///
/// Add a dependency by extending this type with a computed property:
///
/// ```swift
/// extension DependencyValues {
///   var weatherClient: WeatherClient {
///     get { self[WeatherClient.self] }
///     set { self[WeatherClient.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The context that decides which default value a key gives when it is not overridden.
  public var context: DependencyContext
  private var overrides: [ObjectIdentifier: any Sendable] = [:]

  /// Creates dependencies with no overrides for the given context.
  public init(context: DependencyContext = .live) {
    self.context = context
  }

  /// The value for `key`: an override if one was set, otherwise the default for ``context``.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = overrides[ObjectIdentifier(key)] as? Key.Value { return value }
      return Self.defaultValue(for: key, in: context)
    }
    set { overrides[ObjectIdentifier(key)] = newValue }
  }

  private static func defaultValue<Key: TestDependencyKey>(
    for key: Key.Type, in context: DependencyContext
  ) -> Key.Value {
    switch context {
    case .test:
      return Key.testValue
    case .preview:
      return Key.previewValue
    case .live:
      if let liveKey = key as? any DependencyKey.Type,
        let value = liveValue(of: liveKey) as? Key.Value
      {
        return value
      }
      reportIssue(
        "\(Key.self) has no live value; using its preview value. Conform it to DependencyKey."
      )
      return Key.previewValue
    }
  }

  private static func liveValue<Key: DependencyKey>(of _: Key.Type) -> any Sendable {
    Key.liveValue
  }
}
