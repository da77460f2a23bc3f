extension Reducer {
  /// Runs this reducer, and the effects it returns, with one dependency replaced.
  ///
  /// ```swift
  /// FavoritesFeature()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: _makeReduce()) { $0[keyPath: keyPath] = value }
  }
}

/// The reducer built by ``Reducer/dependency(_:_:)``.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: (inout Base.State, Base.Action) -> Effect<Base.Action>
  let update: @Sendable (inout DependencyValues) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var updated = DependencyValues.current
    update(&updated)
    let scoped = ReducerDependencies(updated)
    let update = self.update
    // Effects apply the change on top of the values in force when they run, so that what a
    // parent adds around them at that point (such as `dismiss`) is kept.
    return scoped.activate { base(&state, action) }
      .transformingRuns { body in
        { send in
          var values = DependencyValues.current
          update(&values)
          await DependencyValues.$taskLocal.withValue(values) { await body(send) }
        }
      }
  }
}
