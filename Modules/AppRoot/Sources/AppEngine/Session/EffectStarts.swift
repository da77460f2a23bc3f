import Runtime

/// Which action started each effect of a store, and when: how a session that checks
/// invariants tells an effect that lingers from one its app declared long-living.
///
/// A store starts an action's effects right after reducing it, before it reduces the next, so
/// the effects that start after one action's reduction are that action's; the store tags each
/// with ``tagOfEffectStartingNow()`` (``StoreObserver/effectTag``). (The later parts of a
/// concatenation start when the earlier ones end, and are counted as the last action's before
/// them.)
///
/// ```swift
/// starts.noteReduced(action, at: clock.now)
/// let start = core.inFlightEffectTags.first??.base as? EffectStarts<Action>.Start
/// ```
@MainActor
final class EffectStarts<Action> {
  /// An action reduced, and when: the tag of the effects it started.
  final class Start: Hashable {
    let action: Action
    let instant: TestClock<Duration>.Instant

    init(action: Action, instant: TestClock<Duration>.Instant) {
      self.action = action
      self.instant = instant
    }

    nonisolated static func == (lhs: Start, rhs: Start) -> Bool { lhs === rhs }

    nonisolated func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  /// The action reduced last: effects that start now are its.
  private var current: Start?

  /// Notes that `action` was reduced at `instant`.
  func noteReduced(_ action: Action, at instant: TestClock<Duration>.Instant) {
    current = Start(action: action, instant: instant)
  }

  /// The tag of an effect that starts now: the start of the action reduced last.
  func tagOfEffectStartingNow() -> AnyHashable? {
    current.map(AnyHashable.init)
  }
}
