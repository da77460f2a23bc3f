extension Task where Success == Never, Failure == Never {
  /// Cancels, from inside an effect, the in-flight effects marked cancellable with `id` by the
  /// feature that started this effect (and by its children), this one included if it is marked
  /// so: what `return .cancel(id:)` does from a reducer.
  ///
  /// ```swift
  /// return .run { send in
  ///   Task.cancel(id: CancelID.search)
  ///   ...
  /// }
  /// ```
  ///
  /// Outside an effect it cancels what ``withTaskCancellation(id:cancelInFlight:operation:)``
  /// runs with `id` outside effects. Call it on the main actor, where effects run.
  @preconcurrency @MainActor
  public static func cancel(id: some Hashable & Sendable) {
    if let cancellation = DependencyValues.taskLocal?.effectCancellation {
      cancellation.cancel(AnyHashable(id))
    } else {
      DependencyValues.current.operationsOutsideEffects?.cancel(
        .init(scope: [], id: AnyHashable(id)), reason: .cancelID)
    }
  }
}

/// Runs `operation` so that it can be cancelled by `id`, as an effect marked
/// ``Effect/cancellable(id:cancelInFlight:)`` can, without cancelling the effect around it.
///
/// Inside an effect, the feature's `.cancel(id:)`, `Task.cancel(id:)` in one of its effects, or a
/// later call with the same `id` and `cancelInFlight` cancels it; ids are scoped to the feature
/// as effects' ids are. Cancelling the task around it cancels it too. Outside any effect,
/// `Task.cancel(id:)` and `cancelInFlight` outside effects reach it, unless it runs with
/// dependencies made by hand (`DependencyValues(context:)`), which hold none of the process's
/// operations.
///
/// ```swift
/// return .run { send in
///   let forecast = try await withTaskCancellation(id: CancelID.forecast, cancelInFlight: true) {
///     try await weatherClient.forecast(location)
///   }
///   await send(.forecastLoaded(forecast))
/// }
/// ```
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  let (task, registration) = await startOperation(
    operation, id: AnyHashable(id), cancelInFlight: cancelInFlight,
    in: DependencyValues.taskLocal?.effectCancellation,
    outsideEffects: DependencyValues.current.operationsOutsideEffects)
  let result = await task.cancellableValue
  if let (registry, entry) = registration {
    await registry.finish(entry)
  }
  return try result.get()
}

/// Starts `operation` in a task registered as cancellable with `id` in the scope of the feature
/// whose effect runs it, or else among the operations outside effects, first cancelling what
/// runs with that id there if `cancelInFlight`; the task is registered before it can start. No
/// registration once the effect's store is gone, nor in dependencies that hold no registry of
/// operations outside effects.
@MainActor
private func startOperation<T: Sendable, Failure: Error>(
  _ operation: @escaping @Sendable () async throws(Failure) -> T,
  id: AnyHashable, cancelInFlight: Bool, in cancellation: EffectCancellation?,
  outsideEffects: EffectRegistry?
) -> (Task<Result<T, Failure>, Never>, (EffectRegistry, EffectRegistry.Entry)?) {
  let task = Task { () async -> Result<T, Failure> in
    do throws(Failure) {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }
  let registry = cancellation == nil ? outsideEffects : cancellation?.effect.registry
  guard let registry else { return (task, nil) }
  let scope = cancellation?.effect.scope ?? []
  let key = EffectRegistry.CancelKey(scope: scope, id: id)
  if cancelInFlight { registry.cancel(key, reason: .cancelInFlight) }
  let entry = registry.register(scope: scope, cancelKeys: [key], linksBack: false)
  entry.cancelOperation = { task.cancel() }
  return (task, (registry, entry))
}

/// How an effect reaches the store that runs it to cancel by id: the store sets one for each
/// effect it starts, for the scope of the feature that returned it, in the dependencies the
/// effect runs with.
struct EffectCancellation: Sendable {
  /// The effect, as the store's registry of effects in flight holds it.
  let effect: EffectRegistry.Entry

  /// Cancels the effects with `id` in the scope of the feature that started this one.
  @MainActor
  func cancel(_ id: AnyHashable) {
    effect.registry?.cancel(
      EffectRegistry.CancelKey(scope: effect.scope, id: id), reason: .cancelID)
  }
}
