import Foundation

/// A dependency that tells the current date.
///
/// ```swift
/// @Dependency(\.date) var date
/// let now = date.now
/// ```
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  /// Creates a generator from a closure.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// A generator that always returns `date`.
  public static func constant(_ date: Date) -> Self {
    Self { date }
  }

  /// The current date.
  public var now: Date { generate() }

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
