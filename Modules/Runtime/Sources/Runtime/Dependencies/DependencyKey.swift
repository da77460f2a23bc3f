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
