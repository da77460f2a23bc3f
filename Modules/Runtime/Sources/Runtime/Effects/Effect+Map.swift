extension Effect {
  /// Transforms every action this effect sends, to embed a child's effect into its parent.
  ///
  /// ```swift
  /// Child().reduce(into: &state.child, action: childAction).map(Action.child)
  /// ```
  public func map<ParentAction>(
    _ transform: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(priority, body):
      return Effect<ParentAction>(
        operation: .run(priority) { send in
          await body(Send { action in send.sendNow(transform(action)) })
        }
      )
    case let .merge(effects):
      return Effect<ParentAction>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<ParentAction>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<ParentAction>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform))
      )
    case let .cancel(id):
      return Effect<ParentAction>(operation: .cancel(id: id))
    case let .cancelScope(segment, reason):
      return Effect<ParentAction>(operation: .cancelScope(segment, reason))
    case let .scoped(segment, effect):
      return Effect<ParentAction>(operation: .scoped(segment, effect.map(transform)))
    }
  }
}
