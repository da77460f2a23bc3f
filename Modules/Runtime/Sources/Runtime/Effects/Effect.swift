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
