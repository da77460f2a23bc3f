/// The send from outside a store that an effect descends from.
///
/// A test store tags each of its sends with one, so that it can say which send started an
/// effect still running at the end of a test, and wait for or cancel everything one send
/// started. A store notes the origin in force when an effect starts; effects run in tasks that
/// inherit it, so the effects of the actions they send back carry the same origin.
///
/// ```swift
/// let origin = EffectOrigin(number: 1)
/// _ = EffectOrigin.$current.withValue(origin) { core.send(.refresh) }
/// core.cancelEffects(startedBy: origin)
/// ```
package struct EffectOrigin: Hashable, Sendable {
  /// The origin in force: effects that start now are attributed to it.
  @TaskLocal package static var current: EffectOrigin?

  /// Tells one origin from another; the tagging side numbers them.
  package let number: Int

  /// Creates the origin numbered `number`.
  package init(number: Int) {
    self.number = number
  }
}

extension StoreCore {
  /// The origin of each effect still running, in the order they started; `nil` for an effect
  /// that started with no origin in force.
  package var inFlightEffectOrigins: [EffectOrigin?] {
    effects.entries.values.sorted { $0.number < $1.number }.map(\.origin)
  }

  /// The tasks of the effects still running that `origin` started.
  package func effectTasks(startedBy origin: EffectOrigin) -> [Task<Void, Never>] {
    effects.entries.values.filter { $0.origin == origin }.compactMap(\.task)
  }

  /// Cancels the effects still running that `origin` started.
  package func cancelEffects(startedBy origin: EffectOrigin) {
    effects.cancel(origin: origin)
  }
}
