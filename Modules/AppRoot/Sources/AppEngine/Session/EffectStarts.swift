import Runtime

/// Which action started each effect of a store, and when: how a session that checks
/// invariants tells an effect that lingers from one its app declared long-living.
///
/// A store starts an action's effects right after reducing it, before it reduces the next, so
/// the effects that start after one action's reduction are that action's: a reader of the
/// session's events, it notes each action reduced, and the store tags each effect with
/// ``tagOfEffectStartingNow()`` (``StoreObserver/effectTag``). (The later parts of a
/// concatenation start when the earlier ones end, and are counted as the last action's before
/// them.)
///
/// ```swift
/// let starts = EffectStarts<Action>(clock: clock)
/// events.addReader(starts.read)
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
  /// The session's clock, which says when each action was reduced.
  private let clock: TestClock<Duration>

  init(clock: TestClock<Duration>) {
    self.clock = clock
  }

  /// Notes each action reduced, at the time now.
  func read<State>(_ event: SessionEvent<State, Action>) {
    guard case .reduced(let reduced) = event else { return }
    current = Start(action: reduced.action, instant: clock.now)
  }

  /// The tag of an effect that starts now: the start of the action reduced last.
  func tagOfEffectStartingNow() -> AnyHashable? {
    current.map(AnyHashable.init)
  }
}
