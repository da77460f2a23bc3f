extension StoreCore {
  /// The tag of each effect still running, in the order they started; `nil` for an effect the
  /// observer tagged with nothing (see ``StoreObserver/effectTag``).
  package var inFlightEffectTags: [AnyHashable?] {
    effects.entries.values.sorted { $0.number < $1.number }.map(\.tag)
  }

  /// The tasks of the effects still running that are tagged with `tag`.
  package func effectTasks(taggedWith tag: AnyHashable) -> [Task<Void, Never>] {
    effects.entries.values.filter { $0.tag == tag }.compactMap(\.task)
  }

  /// Cancels the effects still running that are tagged with `tag`.
  package func cancelEffects(taggedWith tag: AnyHashable) {
    effects.cancel(tag: tag)
  }
}
