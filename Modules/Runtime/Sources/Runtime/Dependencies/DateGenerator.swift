import Foundation

/// A dependency that tells the current date.
///
/// ```swift
/// @Dependency(\.date) var date
/// let now = date.now
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// Creates a generator from a closure.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// A generator that always returns `date`.
  public static func constant(_ date: Date) -> Self {
    Self { date }
  }

  /// The current date; setting it makes the generator return that date from then on:
  /// `$0.date.now = Date(timeIntervalSince1970: 0)`.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date { generate() }
}

extension DependencyValues {
  /// The current date: the system clock live, a constant you choose in tests.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let previewValue = DateGenerator { Date() }
  static let testValue = DateGenerator(
    unimplemented("DependencyValues.date", placeholder: Date(timeIntervalSince1970: 0))
  )
}
