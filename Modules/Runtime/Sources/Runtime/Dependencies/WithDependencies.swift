/// Runs `operation` with the current dependencies changed by `updateValuesForOperation`.
///
/// ```swift
/// let store = withDependencies {
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   Store(initialState: SearchFeature.State()) { SearchFeature() }
/// }
/// ```
@discardableResult
public func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try updateValuesForOperation(&values)
  let scoped = ReducerDependencies(values)
  return try DependencyValues.$taskLocal.withValue(values) {
    try scoped.activate(operation)
  }
}

/// Runs the asynchronous `operation` with the current dependencies changed by
/// `updateValuesForOperation`.
@discardableResult
public func withDependencies<Result: Sendable>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () async throws -> Result,
  isolation: isolated (any Actor)? = #isolation
) async rethrows -> Result {
  var values = DependencyValues.current
  try updateValuesForOperation(&values)
  return try await DependencyValues.$taskLocal.withValue(values) {
    try await operation()
  }
}
