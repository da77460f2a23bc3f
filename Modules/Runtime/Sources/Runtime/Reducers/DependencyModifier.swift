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
      baseReducer: self,
      write: _DependencyKeyWritingReducer<Self>.Write(
        keyPath: keyPath, valueType: type(of: value as Any),
        update: { $0[keyPath: keyPath] = value }
      ))
  }

  /// Runs this reducer, and the effects it returns, with one dependency changed from the value
  /// in force around it.
  ///
  /// ```swift
  /// SearchFeature()
  ///   .transformDependency(\.weatherClient) { $0.forecast = { _ in .mock } }
  /// ```
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(
      baseReducer: self,
      write: _DependencyKeyWritingReducer<Self>.Write(
        keyPath: keyPath, valueType: Value.self, update: { transform(&$0[keyPath: keyPath]) }))
  }
}

/// The reducer built by ``Reducer/dependency(_:_:)`` and
/// ``Reducer/transformDependency(_:transform:)``.
///
/// Another dependency written on it joins it instead of wrapping it, so a feature with several
/// dependencies replaced is still one level: `_DependencyKeyWritingReducer<Feature>`. The write
/// closest to the feature wins, as it does when the operators nest.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer, WrappingOperator {
  /// One dependency written: which one, the type of what replaces it (which the tree shows),
  /// and the change.
  struct Write: Sendable {
    let keyPath: AnyKeyPath & Sendable
    let valueType: Any.Type
    let update: @Sendable (inout DependencyValues) -> Void
  }

  var base: BuiltReducer<Base>
  /// The writes, the one closest to the base first.
  let writes: [Write]
  /// Every write applied, the outermost first so that the ones closer to the base win.
  let update: @Sendable (inout DependencyValues) -> Void

  init(baseReducer: Base, write: Write) {
    self.init(base: BuiltReducer(baseReducer), writes: [write])
  }

  private init(base: BuiltReducer<Base>, writes: [Write]) {
    self.base = base
    self.writes = writes
    let updates = writes.reversed().map(\.update)
    self.update = { values in
      for update in updates { update(&values) }
    }
  }

  /// This reducer with one more dependency replaced, on the same level.
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(
      base: base,
      writes: writes + [
        Write(
          keyPath: keyPath, valueType: type(of: value as Any),
          update: { $0[keyPath: keyPath] = value })
      ])
  }

  /// This reducer with one more dependency changed, on the same level.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (_ dependency: inout Value) -> Void
  ) -> Self {
    Self(
      base: base,
      writes: writes + [
        Write(keyPath: keyPath, valueType: Value.self, update: { transform(&$0[keyPath: keyPath]) })
      ])
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

  /// One node per dependency written, the outermost on top, as the operators would nest.
  func operatorNodes(in state: Base.State?) -> [ReducerNode] {
    writes.reduce(base.nodes(in: state)) { children, write in
      [
        ReducerNode(
          .dependency, name: typeName(write.valueType), statePath: keyPathName(write.keyPath),
          children: children)
      ]
    }
  }
}
