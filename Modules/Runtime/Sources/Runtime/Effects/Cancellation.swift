extension Effect {
  /// Marks this effect so that it can be cancelled with ``cancel(id:)``.
  ///
  /// With `cancelInFlight`, starting it first cancels any in-flight effect with the same id, so
  /// only the newest request survives:
  ///
  /// ```swift
  /// return .run { send in ... }
  ///   .cancellable(id: CancelID.weather, cancelInFlight: true)
  /// ```
  ///
  /// Ids belong to the feature that uses them and to the features below it: a sibling using
  /// an equal id neither cancels nor is cancelled by this one, and a child cannot cancel its
  /// parent's effects; a parent's `cancel(id:)` or `cancelInFlight` also reaches the effects its
  /// children marked with that id, as in TCA.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone && !cancelInFlight { return self }
    return Self(
      work: .cancellable(id: AnyHashable(id), cancelInFlight: cancelInFlight, self)
    )
  }

  /// This effect, run inside the child scope `segment` of the feature that returns it.
  func scoped(to segment: @autoclosure () -> ScopeSegment) -> Self {
    isNone ? self : Self(work: .scoped(AnyHashable(segment()), self))
  }

  /// An effect that cancels everything that the child scope `segment` started, for `reason`.
  static func cancelScope(_ segment: ScopeSegment, _ reason: CancellationReason) -> Self {
    Self(work: .cancelScope(AnyHashable(segment), reason))
  }
}

/// Why the store cancels an in-flight effect, as a trace reports it.
public enum CancellationReason: String, Hashable, Sendable {
  /// A new effect with the same id started with `cancelInFlight: true`.
  case cancelInFlight
  /// The feature returned `.cancel(id:)`.
  case cancelID = ".cancel(id:)"
  /// The child state that started it went away (`nil`, another enum case, a removed row).
  case childRemoved = "child removed"
  /// Another child took the place of the one that started it (another case or `id`).
  case childReplaced = "child identity changed"
  /// The presented feature that started it was dismissed.
  case dismissed
  /// The stack screen that started it was popped.
  case popped
}

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
      operationsOutsideEffects.cancel(.init(scope: [], id: AnyHashable(id)), reason: .cancelID)
    }
  }
}

/// Runs `operation` so that it can be cancelled by `id`, as an effect marked
/// ``Effect/cancellable(id:cancelInFlight:)`` can, without cancelling the effect around it.
///
/// Inside an effect, the feature's `.cancel(id:)`, `Task.cancel(id:)` in one of its effects, or a
/// later call with the same `id` and `cancelInFlight` cancels it; ids are scoped to the feature
/// as effects' ids are. Cancelling the task around it cancels it too. Outside any effect,
/// `Task.cancel(id:)` and `cancelInFlight` outside effects reach it.
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
    in: DependencyValues.taskLocal?.effectCancellation)
  let result = await task.cancellableValue
  if let (registry, entry) = registration {
    await registry.finish(entry)
  }
  return try result.get()
}

/// The operations that `withTaskCancellation` runs outside any effect, where no store holds
/// them.
@MainActor private let operationsOutsideEffects = EffectRegistry()

/// Starts `operation` in a task registered as cancellable with `id` in the scope of the feature
/// whose effect runs it, or outside effects, first cancelling what runs with that id there if
/// `cancelInFlight`; the task is registered before it can start. No registration once the
/// effect's store is gone.
@MainActor
private func startOperation<T: Sendable, Failure: Error>(
  _ operation: @escaping @Sendable () async throws(Failure) -> T,
  id: AnyHashable, cancelInFlight: Bool, in cancellation: EffectCancellation?
) -> (Task<Result<T, Failure>, Never>, (EffectRegistry, EffectRegistry.Entry)?) {
  let task = Task { () async -> Result<T, Failure> in
    do throws(Failure) {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }
  let registry = cancellation == nil ? operationsOutsideEffects : cancellation?.effect.registry
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
