import Foundation

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
  /// How the effect these dependencies run in cancels by id, for ``Task/cancel(id:)``: the store
  /// sets it in the values it runs each effect with, which saves a task-local of its own.
  var effectCancellation: EffectCancellation?
  /// The operations that ``withTaskCancellation(id:cancelInFlight:operation:)`` runs outside any
  /// effect, where no store holds them, and among which ``Task/cancel(id:)`` cancels there.
  ///
  /// The dependencies a process starts from hold one set, which every copy of them, a store's
  /// and a `withDependencies` scope's, shares; values made with `DependencyValues(context:)`
  /// hold none, and an operation run with them cannot be cancelled by id outside effects. Kept
  /// beside the overrides, not among them, so that it costs other dependencies' look-ups nothing.
  var operationsOutsideEffects: EffectRegistry?

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

extension DependencyValues {
  @TaskLocal static var taskLocal: DependencyValues?

  /// The dependencies in force here: those of the reducer running on this thread, or else those
  /// of the current task, or else those the process was prepared with.
  public static var current: DependencyValues {
    ReducerDependencies.active?.values ?? taskLocal ?? preparedValues
  }

  /// The dependencies in force here for a property made where `origin` was in force: those in
  /// force here, with the overrides of `origin` that they do not override themselves.
  static func current(madeIn origin: ReducerDependencies) -> DependencyValues {
    if let active = ReducerDependencies.active, active === origin { return active.values }
    return current.filling(from: origin.values)
  }

  /// These values with the overrides of `other` that they lack.
  func filling(from other: DependencyValues) -> DependencyValues {
    guard other.overrides.keys.contains(where: { overrides[$0] == nil }) else { return self }
    var values = self
    values.overrides.merge(other.overrides) { own, _ in own }
    return values
  }

  /// The values the process starts from, as ``prepareDependencies(_:)`` left them.
  static var preparedValues: DependencyValues {
    PreparedDependencies.shared.values
  }

  /// The dependencies in force here as a test store starts from them: their overrides (from
  /// `withDependencies` or a test trait such as `.dependency(\.uuid, .incrementing)`) over test
  /// defaults, and none of an effect's own bookkeeping.
  package static var currentForTesting: DependencyValues {
    var values = current
    values.context = .test
    values.effectCancellation = nil
    return values
  }
}

/// The dependencies of the reducer running synchronously on this thread.
///
/// A store activates its dependencies around each `reduce` call. A thread-specific pointer costs
/// a few nanoseconds, where binding a task-local value on every action would allocate.
package final class ReducerDependencies: @unchecked Sendable {
  /// Immutable after creation, so sharing across threads is safe.
  package let values: DependencyValues
  /// Whether `withDependencies` made these, for the `@Dependency` properties made while they
  /// are in force to keep; a store's own need no keeping, being in force wherever its reducer
  /// and effects read them.
  let isKeptByProperties: Bool

  package init(_ values: DependencyValues, isKeptByProperties: Bool = false) {
    self.values = values
    self.isKeptByProperties = isKeptByProperties
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  static var active: ReducerDependencies? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<ReducerDependencies>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// The dependencies a `@Dependency` property made here keeps: those of the `withDependencies`
  /// running on this thread, or else those of the current task; none while a store builds or
  /// runs its reducer.
  static var keptByProperties: ReducerDependencies? {
    if let pointer = pthread_getspecific(key) {
      let active = Unmanaged<ReducerDependencies>.fromOpaque(pointer)
      guard active._withUnsafeGuaranteedRef(\.isKeptByProperties) else { return nil }
      return active.takeUnretainedValue()
    }
    return DependencyValues.taskLocal.map { ReducerDependencies($0, isKeptByProperties: true) }
  }

  /// Runs `body` with these dependencies active on this thread.
  @inline(__always)
  package func activate<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = pthread_getspecific(Self.key)
    pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
    defer { pthread_setspecific(Self.key, previous) }
    return try body()
  }

  /// Runs `body` with these dependencies active on this thread and, as the task-local value,
  /// for the tasks it starts.
  package func activateForTasks<Result>(_ body: () throws -> Result) rethrows -> Result {
    try DependencyValues.$taskLocal.withValue(values) { try activate(body) }
  }
}

/// Runs `operation` with the current dependencies changed by `updateValuesForOperation`.
///
/// ```swift
/// let store = withDependencies {
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   Store(initialState: SearchFeature.State()) { SearchFeature() }
/// }
/// ```
///
/// An object `operation` returns remembers these dependencies, for
/// ``withDependencies(from:_:operation:fileID:line:)`` to pass on to the objects it makes.
@discardableResult
public func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try updateValuesForOperation(&values)
  let result = try ReducerDependencies(values, isKeptByProperties: true)
    .activateForTasks(operation)
  ObjectDependencies.remember(values, for: result)
  return result
}

/// Runs the asynchronous `operation` with the current dependencies changed by
/// `updateValuesForOperation`.
@discardableResult
public func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () async throws -> Result,
  isolation: isolated (any Actor)? = #isolation
) async rethrows -> Result {
  var values = DependencyValues.current
  try updateValuesForOperation(&values)
  let result = try await DependencyValues.$taskLocal.withValue(values) {
    try await operation()
  }
  ObjectDependencies.remember(values, for: result)
  return result
}
