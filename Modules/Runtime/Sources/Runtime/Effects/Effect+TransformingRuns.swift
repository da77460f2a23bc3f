extension Effect {
  /// The asynchronous work of a `.run` effect.
  typealias RunBody = @MainActor @Sendable (Send<Action>) async -> Void

  /// This effect with the work of every `.run` inside it wrapped by `transform`.
  func transformingRuns(_ transform: (@escaping RunBody) -> RunBody) -> Self {
    switch operation {
    case .none, .send, .cancel, .cancelScope:
      return self
    case let .run(priority, body):
      return Self(operation: .run(priority, transform(body)))
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.transformingRuns(transform) }))
    case let .concatenate(effects):
      return Self(operation: .concatenate(effects.map { $0.transformingRuns(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.transformingRuns(transform)
        )
      )
    case let .scoped(segment, effect):
      return Self(operation: .scoped(segment, effect.transformingRuns(transform)))
    }
  }
}
