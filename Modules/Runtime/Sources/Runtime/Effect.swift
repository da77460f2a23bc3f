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
  /// What the effect asks the store to do, as the store interprets it.
  @usableFromInline
  let work: Work

  @usableFromInline
  init(work: Work) {
    self.work = work
  }

  @usableFromInline
  indirect enum Work {
    case none
    case send(Action)
    case run(RunOptions, @MainActor @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: AnyHashable, cancelInFlight: Bool, Effect)
    case cancel(id: AnyHashable)
    case cancelScope(AnyHashable, CancellationReason)
    case scoped(AnyHashable, Effect)
  }

  /// An effect that does nothing.
  public static var none: Self { Self(work: .none) }

  /// An effect that sends `action` to the store immediately after the current action.
  ///
  /// Prefer calling a shared helper over sending actions between features; use this to hand
  /// work to another part of the same reducer or to a parent through a delegate action.
  public static func send(_ action: Action) -> Self {
    Self(work: .send(action))
  }

  /// An effect that cancels every in-flight effect that was marked ``cancellable(id:cancelInFlight:)``
  /// with `id` by the same feature.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(work: .cancel(id: AnyHashable(id)))
  }

  /// Whether this effect does nothing.
  public var isNone: Bool {
    if case .none = work { return true }
    return false
  }
}

extension Effect {
  /// What an effect does on its own, as one piece of work: nothing, or asynchronous work that
  /// sends actions.
  public enum Operation {
    /// Nothing.
    case none
    /// Asynchronous work that sends actions through the ``Send`` it is given, in a task of
    /// this priority.
    ///
    /// It has the shape of TCA 1.0-1.3's; the reference's later internals add the task's name,
    /// which code written against them cannot match here.
    case run(TaskPriority?, @Sendable (_ send: Send<Action>) async -> Void)
  }

  /// This effect as one piece of work, as TCA 1.x exposes it: effects merged or concatenated
  /// become one run that runs them side by side or one after another, and a `.send` one that
  /// sends its action.
  ///
  /// ```swift
  /// if case let .run(_, work) = effect.operation {
  ///   await work(Send { action in print(action) })
  /// }
  /// ```
  ///
  /// Cancellation needs a store: cancel ids are left out, and an effect that only cancels is
  /// `.none`.
  public var operation: Operation {
    guard let body = runBody else { return .none }
    return .run(options?.priority, body)
  }

  /// The task name and priority of the run this effect is, when it is one.
  private var options: RunOptions? {
    switch work {
    case let .run(options, _): options
    case let .cancellable(_, _, effect), let .scoped(_, effect): effect.options
    default: nil
    }
  }

  /// The work of ``operation``, or `nil` when the effect does nothing without a store.
  private var runBody: (@Sendable (Send<Action>) async -> Void)? {
    switch work {
    case .none, .cancel, .cancelScope:
      return nil
    case let .send(action):
      // The action only travels to the `Send`, which delivers it on the main actor.
      nonisolated(unsafe) let action = action
      return { send in await send(action) }
    case let .run(_, body):
      return { send in await body(send) }
    case let .cancellable(_, _, effect), let .scoped(_, effect):
      return effect.runBody
    case let .merge(effects):
      let bodies = effects.compactMap(\.runBody)
      return { send in
        await withTaskGroup(of: Void.self) { group in
          for body in bodies { group.addTask { await body(send) } }
        }
      }
    case let .concatenate(effects):
      let bodies = effects.compactMap(\.runBody)
      return { send in
        for body in bodies { await body(send) }
      }
    }
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
    name: String? = nil,
    operation: @escaping @MainActor @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (
      @MainActor @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void
    )? =
      nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    Self(
      work: .run(RunOptions(name: name, priority: priority)) { send in
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
    default: return Self(work: .merge(parts))
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
    default: return Self(work: .concatenate(parts))
    }
  }

  /// This effect, then `other`.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// This effect and `other`, at the same time.
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }
}

extension Effect {
  /// Transforms every action this effect sends, to embed a child's effect into its parent.
  ///
  /// ```swift
  /// Child().reduce(into: &state.child, action: childAction).map(Action.child)
  /// ```
  ///
  /// `transform` runs with the dependencies in force where `map` was called, even for an
  /// action a `.run` sends later.
  public func map<ParentAction>(
    _ transform: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    if isNone { return .none }
    let dependencies = ReducerDependencies(DependencyValues.current)
    return embedded { action in dependencies.activate { transform(action) } }
  }

  /// Transforms every action this effect sends with `transform`, a case path's embedding that
  /// reads no dependencies: the scoping operators' ``map(_:)``, without the dependency capture.
  func embedded<ParentAction>(
    _ transform: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    switch work {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(options, body):
      return Effect<ParentAction>(
        work: .run(options) { send in
          await body(Send { action in send.sendNow(transform(action)) })
        }
      )
    case let .merge(effects):
      return Effect<ParentAction>(work: .merge(effects.map { $0.embedded(transform) }))
    case let .concatenate(effects):
      return Effect<ParentAction>(work: .concatenate(effects.map { $0.embedded(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<ParentAction>(
        work: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.embedded(transform))
      )
    case let .cancel(id):
      return Effect<ParentAction>(work: .cancel(id: id))
    case let .cancelScope(segment, reason):
      return Effect<ParentAction>(work: .cancelScope(segment, reason))
    case let .scoped(segment, effect):
      return Effect<ParentAction>(work: .scoped(segment, effect.embedded(transform)))
    }
  }
}

extension Effect {
  /// The asynchronous work of a `.run` effect.
  typealias RunBody = @MainActor @Sendable (Send<Action>) async -> Void

  /// This effect with the work of every `.run` inside it wrapped by `transform`.
  func transformingRuns(_ transform: (@escaping RunBody) -> RunBody) -> Self {
    switch work {
    case .none, .send, .cancel, .cancelScope:
      return self
    case let .run(options, body):
      return Self(work: .run(options, transform(body)))
    case let .merge(effects):
      return Self(work: .merge(effects.map { $0.transformingRuns(transform) }))
    case let .concatenate(effects):
      return Self(work: .concatenate(effects.map { $0.transformingRuns(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        work: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.transformingRuns(transform)
        )
      )
    case let .scoped(segment, effect):
      return Self(work: .scoped(segment, effect.transformingRuns(transform)))
    }
  }
}

/// The name and priority of the task a `.run` effect runs in.
@usableFromInline
struct RunOptions: Sendable {
  var name: String?
  var priority: TaskPriority?
}
