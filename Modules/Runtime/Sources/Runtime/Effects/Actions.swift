extension Effect {
  /// The actions this effect sends when it runs on its own, without a store: for testing an
  /// effect by itself, or using it where no store is.
  ///
  /// ```swift
  /// for await action in Effect<Int>.merge(.send(1), .run { send in await send(2) }).actions {
  ///   print(action)   // 1, then 2
  /// }
  /// ```
  ///
  /// Merged effects run side by side and concatenated ones one after another; cancel ids are
  /// honoured among the effect's own parts (`cancelInFlight`, `.cancel(id:)`). The sequence ends
  /// when all the work has, or when the task iterating it is cancelled.
  public var actions: AsyncStream<Action> {
    // The actions only travel from the work that sends them to the stream's consumer.
    nonisolated(unsafe) let effect = self
    return AsyncStream { continuation in
      let task = Task { @MainActor in
        let registry = EffectRegistry()
        await effect.perform(
          scope: [], cancelKeys: [], registry: registry,
          send: Send { action in
            nonisolated(unsafe) let action = action
            continuation.yield(action)
          })
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Runs this effect's work, sending what it sends through `send`, with `registry` keeping
  /// its cancellable parts; returns when all of it is done.
  @MainActor
  private func perform(
    scope: [AnyHashable], cancelKeys: [EffectRegistry.CancelKey], registry: EffectRegistry,
    send: Send<Action>
  ) async {
    switch work {
    case .none:
      return
    case let .send(action):
      send.sendNow(action)
    case let .run(_, body):
      let entry = registry.register(scope: scope, cancelKeys: cancelKeys)
      let task = Task { @MainActor in
        await body(Send { action in if !entry.isCancelled { send.sendNow(action) } })
      }
      entry.task = task
      await Self.wait(for: task)
      registry.finish(entry)
    case let .merge(effects):
      let parts = effects.map { effect in
        Task { @MainActor in
          await effect.perform(scope: scope, cancelKeys: cancelKeys, registry: registry, send: send)
        }
      }
      for part in parts { await Self.wait(for: part) }
    case let .concatenate(effects):
      for effect in effects {
        await effect.perform(scope: scope, cancelKeys: cancelKeys, registry: registry, send: send)
      }
    case let .cancellable(id, cancelInFlight, effect):
      let key = EffectRegistry.CancelKey(scope: scope, id: id)
      if cancelInFlight { registry.cancel(key, reason: .cancelInFlight) }
      await effect.perform(
        scope: scope, cancelKeys: cancelKeys + [key], registry: registry, send: send)
    case let .cancel(id):
      registry.cancel(EffectRegistry.CancelKey(scope: scope, id: id), reason: .cancelID)
    case let .cancelScope(segment, reason):
      registry.cancel(scopePrefix: scope + [segment], reason: reason)
    case let .scoped(segment, effect):
      await effect.perform(
        scope: scope + [segment], cancelKeys: cancelKeys, registry: registry, send: send)
    }
  }

  /// Waits for `task`, cancelling it when the waiting task is cancelled: the parts of the
  /// effect end with the sequence's consumer.
  @MainActor
  private static func wait(for task: Task<Void, Never>) async {
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }
}
