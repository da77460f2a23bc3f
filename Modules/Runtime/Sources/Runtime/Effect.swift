/// The work a reducer asks the store to do after it changed the state: send more actions, run
/// asynchronous code, or cancel work already in flight.
///
/// ```swift
/// case .searchQueryChangeDebounced:
///   return .run { [query = state.searchQuery] send in
///     await send(.searchResponse(Result { try await weatherClient.search(query) }))
///   }
///   .cancellable(id: CancelID.location)
/// ```
///
/// An effect is a description; the store interprets it. Asynchronous work runs in tasks on the
/// main actor, so effects interleave deterministically and a cancelled effect can never deliver
/// another action.
public struct Effect<Action> {
  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }

  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(TaskPriority?, @MainActor @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: AnyHashable, cancelInFlight: Bool, Effect)
    case cancel(id: AnyHashable)
    case cancelScope(AnyHashable, CancellationReason)
    case scoped(AnyHashable, Effect)
  }

  /// An effect that does nothing.
  public static var none: Self { Self(operation: .none) }

  /// An effect that sends `action` to the store immediately after the current action.
  ///
  /// Prefer calling a shared helper over sending actions between features; use this to hand
  /// work to another part of the same reducer or to a parent through a delegate action.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that cancels every in-flight effect that was marked ``cancellable(id:cancelInFlight:)``
  /// with `id` by the same feature.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: AnyHashable(id)))
  }

  /// Whether this effect does nothing.
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

/// The effect type of a reducer: `EffectOf<SearchFeature>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that runs asynchronous work and sends actions back into the store with `send`.
  ///
  /// ```swift
  /// return .run { send in
  ///   try await clock.sleep(for: .seconds(1))
  ///   await send(.timerTicked)
  /// } catch: { error, send in
  ///   await send(.failed(error.localizedDescription))
  /// }
  /// ```
  ///
  /// An error the operation throws goes to `handler`; without one it is reported as a runtime
  /// warning. Cancellation is not an error.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (
      @MainActor @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void
    )? =
      nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    Self(
      operation: .run(priority) { send in
        do {
          try await operation(send)
        } catch is CancellationError {
          return
        } catch {
          guard let handler else {
            reportIssue(
              """
              An "Effect.run" threw an unhandled error: \(error)
              Handle errors with "catch:" or inside the operation.
              """,
              fileID: fileID,
              line: line
            )
            return
          }
          await handler(error, send)
        }
      }
    )
  }
}

/// Sends actions from an asynchronous effect back into the store.
///
/// ```swift
/// return .run { send in
///   await send(.loaded(try await client.load()))
/// }
/// ```
///
/// Once its effect is cancelled, calling it does nothing.
@MainActor
public struct Send<Action>: Sendable {
  let deliver: @MainActor @Sendable (Action) -> Void

  /// Creates a sender from a closure that delivers actions.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = send
  }

  /// Sends `action` unless the effect was cancelled.
  public func callAsFunction(_ action: Action) async {
    sendNow(action)
  }

  /// Sends `action` synchronously unless the effect was cancelled.
  func sendNow(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}

extension Effect {
  /// An effect that runs `effects` at the same time.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// The effects merged, allocating nothing when at most one of them does something: the
  /// composition operators call it on every action.
  static func mergeSparse(_ first: Self, _ second: Self, _ third: Self = .none) -> Self {
    switch (first.isNone, second.isNone, third.isNone) {
    case (_, true, true): first
    case (true, _, true): second
    case (true, true, _): third
    default: merge([first, second, third])
    }
  }

  /// An effect that runs `effects` at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let parts = effects.filter { !$0.isNone }
    switch parts.count {
    case 0: return .none
    case 1: return parts[0]
    default: return Self(operation: .merge(parts))
    }
  }

  /// An effect that runs `effects` one after another, each starting when the previous finished.
  ///
  /// ```swift
  /// return .concatenate(.send(.requestUpdate(info)), .send(.moveBackward))
  /// ```
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// An effect that runs `effects` one after another, each starting when the previous finished.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let parts = effects.filter { !$0.isNone }
    switch parts.count {
    case 0: return .none
    case 1: return parts[0]
    default: return Self(operation: .concatenate(parts))
    }
  }

  /// This effect, then `other`.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }
}

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
