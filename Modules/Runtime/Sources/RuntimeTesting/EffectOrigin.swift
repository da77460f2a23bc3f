import Runtime

/// The send from outside a store that an effect descends from.
///
/// A test store tags each of its sends with one, so that it can say which send started an
/// effect still running at the end of a test, and wait for or cancel everything one send
/// started. The store tags each effect that starts with the origin in force
/// (``StoreObserver/effectTag``); effects run in tasks that inherit it, so the effects of the
/// actions they send back carry the same origin.
///
/// ```swift
/// let origin = EffectOrigin(number: 1)
/// _ = EffectOrigin.$current.withValue(origin) { core.send(.refresh) }
/// core.cancelEffects(startedBy: origin)
/// ```
struct EffectOrigin: Hashable, Sendable {
  /// The origin in force: effects that start now are attributed to it.
  @TaskLocal static var current: EffectOrigin?

  /// Tells one origin from another; the tagging side numbers them.
  let number: Int

  /// The tag of an effect that starts now: the origin in force, if any.
  static func tagOfEffectStartingNow() -> AnyHashable? {
    current.map(AnyHashable.init)
  }
}

extension StoreCore {
  /// The origin of each effect still running, in the order they started; `nil` for an effect
  /// that started with no origin in force.
  var inFlightEffectOrigins: [EffectOrigin?] {
    inFlightEffectTags.map { $0?.base as? EffectOrigin }
  }

  /// The tasks of the effects still running that `origin` started.
  func effectTasks(startedBy origin: EffectOrigin) -> [Task<Void, Never>] {
    effectTasks(taggedWith: origin)
  }

  /// Cancels the effects still running that `origin` started.
  func cancelEffects(startedBy origin: EffectOrigin) {
    cancelEffects(taggedWith: origin)
  }
}
