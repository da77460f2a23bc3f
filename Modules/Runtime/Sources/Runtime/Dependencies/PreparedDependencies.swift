import Synchronization

/// Sets dependencies for the whole process, once, where the app starts: every store, effect
/// and `@Dependency` read after it sees them unless something closer overrides them.
///
/// ```swift
/// @main
/// struct WeatherApp {
///   static func main() {
///     prepareDependencies { $0.weatherClient = .live(baseURL: url) }
///     ...
///   }
/// }
/// ```
public func prepareDependencies(_ prepare: (inout DependencyValues) throws -> Void) rethrows {
  try PreparedDependencies.shared.change(prepare)
}

/// The dependencies the process starts from, which code outside any store or `withDependencies`
/// sees: read, without a lock, by every store made outside a scope; changed by
/// ``prepareDependencies(_:)``, a few times in a process at most.
///
/// Their context is ``DependencyContext/live``, or ``DependencyContext/test`` in a process that
/// runs tests: there, a model or a plain store that a test makes gets test values, as in a test
/// store, and an unimplemented one fails the test instead of reaching the real world.
final class PreparedDependencies: @unchecked Sendable {
  // Unchecked: `latest` is atomic and points at a version `versions` keeps alive.
  static let shared = PreparedDependencies()

  /// One version of the values; never changed once made.
  private final class Version: Sendable {
    let values: DependencyValues

    init(_ values: DependencyValues) {
      self.values = values
    }
  }

  /// Every version ever made, the latest last. A reader may still use the version a change
  /// replaced, so none is ever released; the lock orders the changes.
  private let versions: LockIsolated<[Version]>
  /// The latest version, published with release ordering once its values are made.
  private let latest: Atomic<UnsafeRawPointer>

  private init() {
    var values = DependencyValues(context: isRunningTests ? .test : .live)
    values.operationsOutsideEffects = EffectRegistry()
    let first = Version(values)
    versions = LockIsolated([first])
    latest = Atomic(UnsafeRawPointer(Unmanaged.passUnretained(first).toOpaque()))
  }

  /// The latest values.
  var values: DependencyValues {
    Unmanaged<Version>.fromOpaque(latest.load(ordering: .acquiring)).takeUnretainedValue().values
  }

  /// Makes a new version of the values with `change` applied to the latest.
  func change(_ change: (inout DependencyValues) throws -> Void) rethrows {
    try versions.withLock { versions in
      var values = versions[versions.count - 1].values
      try change(&values)
      let version = Version(values)
      versions.append(version)
      latest.store(
        UnsafeRawPointer(Unmanaged.passUnretained(version).toOpaque()), ordering: .releasing)
    }
  }
}
