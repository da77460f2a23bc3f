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
