/// The dependencies objects carry: those `withDependencies` was running with when it returned
/// the object, or those its `@Dependency` properties were made with.
enum ObjectDependencies {
  /// An object `withDependencies` returned, held weakly, and the values it returned it with.
  private struct Entry: @unchecked Sendable {
    // Unchecked: the object is only compared by identity, never used, and read under the lock.
    weak var object: AnyObject?
    let values: DependencyValues
  }

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    /// The number of entries after which the next insertion drops those whose object is gone.
    var pruneAt = 64
  }

  private static let table = LockIsolated(Table())

  /// Remembers `values` for `result`, when `result` is an object.
  static func remember<Result>(_ values: DependencyValues, for result: Result) {
    guard Result.self is AnyClass else { return }
    let object = result as AnyObject
    table.withLock { table in
      if table.entries.count >= table.pruneAt {
        table.entries = table.entries.filter { $0.value.object != nil }
        table.pruneAt = max(64, table.entries.count * 2)
      }
      table.entries[ObjectIdentifier(object)] = Entry(object: object, values: values)
    }
  }

  /// The dependencies `object` carries, if it carries any: those `withDependencies` remembered
  /// for it, or else those in force where its first `@Dependency` property was made.
  static func values(of object: AnyObject) -> DependencyValues? {
    let remembered = table.withLock { table -> DependencyValues? in
      guard let entry = table.entries[ObjectIdentifier(object)], entry.object === object
      else { return nil }
      return entry.values
    }
    if let remembered { return remembered }
    for child in Mirror(reflecting: object).children {
      if let property = child.value as? any DependencyProperty {
        return property.origin?.values ?? DependencyValues.preparedValues
      }
    }
    return nil
  }
}

/// A `@Dependency` property, whatever its value's type, as ``ObjectDependencies`` finds it.
protocol DependencyProperty {
  var origin: ReducerDependencies? { get }
}

extension Dependency: DependencyProperty {}

/// Runs `operation` with the dependencies `model` carries, under those in force here and changed
/// by `updateValuesForOperation`, so that a child model a parent makes sees what the parent sees.
///
/// ```swift
/// @Observable final class ParentModel {
///   @ObservationIgnored @Dependency(\.apiClient) var apiClient
///
///   func openChild() {
///     child = withDependencies(from: self) { ChildModel() }
///   }
/// }
/// ```
///
/// `model` carries dependencies when `withDependencies` returned it, or when it has a
/// `@Dependency` property; otherwise an issue is reported and `operation` runs with the
/// dependencies in force here. Where both set a dependency, the one in force here wins.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result,
  fileID: StaticString = #fileID,
  line: UInt = #line
) rethrows -> Result {
  guard let carried = ObjectDependencies.values(of: model) else {
    reportModelWithoutDependencies(Model.self, fileID: fileID, line: line)
    return try operation()
  }
  return try withDependencies {
    $0 = $0.filling(from: carried)
    try updateValuesForOperation(&$0)
  } operation: {
    try operation()
  }
}

/// Runs the asynchronous `operation` with the dependencies `model` carries, under those in force
/// here and changed by `updateValuesForOperation`.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () async throws -> Result,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  line: UInt = #line
) async rethrows -> Result {
  guard let carried = ObjectDependencies.values(of: model) else {
    reportModelWithoutDependencies(Model.self, fileID: fileID, line: line)
    return try await operation()
  }
  return try await withDependencies {
    $0 = $0.filling(from: carried)
    try updateValuesForOperation(&$0)
  } operation: {
    try await operation()
  }
}

/// Runs `operation` with the dependencies `model` carries, under those in force here.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  operation: () throws -> Result,
  fileID: StaticString = #fileID,
  line: UInt = #line
) rethrows -> Result {
  try withDependencies(from: model, { _ in }, operation: operation, fileID: fileID, line: line)
}

/// Runs the asynchronous `operation` with the dependencies `model` carries, under those in force
/// here.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  operation: () async throws -> Result,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  line: UInt = #line
) async rethrows -> Result {
  try await withDependencies(
    from: model, { _ in }, operation: operation, isolation: isolation, fileID: fileID, line: line)
}

private func reportModelWithoutDependencies(
  _ model: Any.Type, fileID: StaticString, line: UInt
) {
  reportIssue(
    """
    withDependencies(from:) was given a '\(model)' that carries no dependencies to pass on. \
    Return it from a 'withDependencies' closure, or give its class a '@Dependency' property.
    """,
    fileID: fileID, line: line)
}
