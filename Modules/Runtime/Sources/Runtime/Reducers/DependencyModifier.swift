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
    _DependencyKeyWritingReducer(
      baseReducer: self, keyPath: keyPath, valueType: type(of: value as Any)
    ) {
      $0[keyPath: keyPath] = value
    }
  }
}

/// The reducer built by ``Reducer/dependency(_:_:)``.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer, WrappingOperator {
  var base: BuiltReducer<Base>
  let keyPath: AnyKeyPath
  /// The type of the value that replaces the dependency, which the tree shows.
  let valueType: Any.Type
  let update: @Sendable (inout DependencyValues) -> Void

  init(
    baseReducer: Base, keyPath: AnyKeyPath, valueType: Any.Type,
    update: @escaping @Sendable (inout DependencyValues) -> Void
  ) {
    self.base = BuiltReducer(baseReducer)
    self.keyPath = keyPath
    self.valueType = valueType
    self.update = update
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var updated = DependencyValues.current
    update(&updated)
    let scoped = ReducerDependencies(updated)
    let update = self.update
    // Effects apply the change on top of the values in force when they run, so that what a
    // parent adds around them at that point (such as `dismiss`) is kept.
    return scoped.activate { base.run(&state, action) }
      .transformingRuns { body in
        { send in
          var values = DependencyValues.current
          update(&values)
          await DependencyValues.$taskLocal.withValue(values) { await body(send) }
        }
      }
  }

  public func _nodes(in state: Base.State?) -> [ReducerNode] {
    [
      ReducerNode(
        .dependency, name: typeName(valueType), statePath: keyPathName(keyPath),
        children: base.nodes(in: state))
    ]
  }
}
