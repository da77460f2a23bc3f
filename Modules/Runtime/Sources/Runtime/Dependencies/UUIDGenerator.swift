import Foundation

/// A dependency that makes UUIDs.
///
/// Foundation's `UUID()` reads `/dev/urandom` on Linux (about 3 µs); keep it off per-action
/// paths, and use ``incrementing`` in tests and scripts for readable, deterministic values.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator from a closure.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// A new UUID.
  public func callAsFunction() -> UUID { generate() }

  /// A generator that always returns `uuid`.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// A generator that counts up: `00000000-0000-0000-0000-000000000000`, `…-000000000001`, ...
  public static var incrementing: Self {
    let counter = LockIsolated<UInt64>(0)
    return Self {
      let value = counter.withLock { count in
        defer { count += 1 }
        return count
      }
      return UUID(counting: value)
    }
  }
}

extension UUID {
  /// The UUID whose last bytes count `intValue`, as ``UUIDGenerator/incrementing`` makes them:
  /// `UUID(0)` is `00000000-0000-0000-0000-000000000000`, `UUID(1)` ends in `…000000000001`.
  public init(_ intValue: Int) {
    self.init(counting: UInt64(truncatingIfNeeded: intValue))
  }

  fileprivate init(counting value: UInt64) {
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[15 - index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))
    }
    self.init(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      )
    )
  }
}

extension DependencyValues {
  /// Makes UUIDs: random live, unimplemented in tests (override with ``UUIDGenerator/incrementing``).
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static let previewValue = UUIDGenerator.incrementing
  static let testValue = UUIDGenerator(
    unimplemented("DependencyValues.uuid", placeholder: UUID(counting: 0))
  )
}
