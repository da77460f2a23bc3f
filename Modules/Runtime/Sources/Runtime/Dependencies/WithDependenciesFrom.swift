import Synchronization

/// Runs `operation` with the dependencies `model` was created with, under those in force here
/// and changed by `updateValuesForOperation`: a parent model hands its dependencies to the
/// child it makes.
///
/// ```swift
/// @Observable final class ParentModel {
///   @ObservationIgnored @Dependency(\.uuid) var uuid
///
///   func addButtonTapped() {
///     child = withDependencies(from: self) {
///       $0.date = .constant(.distantPast)
///     } operation: {
///       ChildModel()
///     }
///   }
/// }
/// ```
///
/// The model's dependencies are those its `@Dependency` properties saw overridden where it was
/// created or, for a model with none, those in force when it was returned by another
/// `withDependencies(from:)`. A model that has neither is reported as a runtime issue, and
/// `operation` runs with the dependencies in force here.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  guard let modelValues = ObjectDependencies.shared.values(of: model) else {
    reportIssue(ObjectDependencies.noDependenciesMessage(Model.self))
    return try operation()
  }
  return try withDependencies {
    $0 = $0.merged(over: modelValues)
    try updateValuesForOperation(&$0)
  } operation: {
    let result = try operation()
    ObjectDependencies.shared.remember(result)
    return result
  }
}

/// Runs `operation` with the dependencies `model` was created with, under those in force here.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  operation: () throws -> Result
) rethrows -> Result {
  try withDependencies(from: model, { _ in }, operation: operation)
}

/// Runs the asynchronous `operation` with the dependencies `model` was created with, under
/// those in force here and changed by `updateValuesForOperation`.
@discardableResult
public func withDependencies<Model: AnyObject, Result: Sendable>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () async throws -> Result,
  isolation: isolated (any Actor)? = #isolation
) async rethrows -> Result {
  guard let modelValues = ObjectDependencies.shared.values(of: model) else {
    reportIssue(ObjectDependencies.noDependenciesMessage(Model.self))
    return try await operation()
  }
  return try await withDependencies {
    $0 = $0.merged(over: modelValues)
    try updateValuesForOperation(&$0)
  } operation: {
    let result = try await operation()
    ObjectDependencies.shared.remember(result)
    return result
  }
}

/// Runs the asynchronous `operation` with the dependencies `model` was created with, under
/// those in force here.
@discardableResult
public func withDependencies<Model: AnyObject, Result: Sendable>(
  from model: Model,
  operation: () async throws -> Result,
  isolation: isolated (any Actor)? = #isolation
) async rethrows -> Result {
  try await withDependencies(from: model, { _ in }, operation: operation)
}

/// What a `@Dependency` property remembers of where it was created.
protocol DependenciesAtCreation {
  var creationValues: ReducerDependencies? { get }
}

extension Dependency: DependenciesAtCreation {}

/// The dependencies of the objects `withDependencies(from:)` returned, kept while they live.
final class ObjectDependencies: Sendable {
  static let shared = ObjectDependencies()

  private struct Entry: @unchecked Sendable {
    weak var object: AnyObject?
    let values: DependencyValues
  }

  private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  static func noDependenciesMessage(_ type: Any.Type) -> String {
    """
    withDependencies(from:) was given a \(type) that carries no dependencies to pass on: it \
    has no @Dependency property, and no withDependencies(from:) returned it. The operation \
    runs with the dependencies in force here.
    """
  }

  /// The dependencies `object` was created with: those its first `@Dependency` property saw
  /// overridden, or else those in force when `withDependencies(from:)` returned it.
  func values(of object: AnyObject) -> DependencyValues? {
    for child in Mirror(reflecting: object).children {
      if let dependency = child.value as? any DependenciesAtCreation {
        return dependency.creationValues?.values ?? DependencyValues()
      }
    }
    return entries.withLock { entries in
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else {
        return nil
      }
      return entry.values
    }
  }

  /// Keeps the dependencies in force now for `result`, when it is an object, while it lives.
  func remember<Result>(_ result: Result) {
    guard Result.self is AnyClass else { return }
    let object = result as AnyObject
    let entry = Entry(object: object, values: DependencyValues.current)
    entries.withLock { entries in
      entries = entries.filter { $0.value.object != nil }
      entries[ObjectIdentifier(object)] = entry
    }
  }
}
