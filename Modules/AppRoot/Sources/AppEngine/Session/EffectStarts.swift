import Runtime

/// Which action started each effect of a store, and when: how a session that checks
/// invariants tells an effect that lingers from one its app declared long-living.
///
/// A store starts an action's effects right after reducing it, before it reduces the next, so
/// the effects numbered after the count at one action's reduction, up to the next action's, are
/// that action's. (The later parts of a concatenation start when the earlier ones end, and are
/// counted as the last action's before them.)
///
/// ```swift
/// starts.noteReduced(action, startedEffects: core.startedEffectCount, at: clock.now)
/// let start = starts.start(ofEffect: core.inFlightEffectNumbers[0])
/// ```
@MainActor
final class EffectStarts<Action> {
  /// An action reduced, with the number of the first effect it may have started.
  struct Start {
    let firstEffect: Int
    let action: Action
    let instant: TestClock.Instant
  }

  private var starts: [Start] = []

  /// Notes that `action` was reduced at `instant`, when the store had started
  /// `startedEffects` effects.
  func noteReduced(_ action: Action, startedEffects: Int, at instant: TestClock.Instant) {
    starts.append(Start(firstEffect: startedEffects + 1, action: action, instant: instant))
  }

  /// The action that started the effect numbered `number`, and when; `nil` for an effect
  /// started before the first action noted.
  func start(ofEffect number: Int) -> Start? {
    var low = 0
    var high = starts.count
    // The last start whose first effect is at most `number`.
    while low < high {
      let middle = (low + high) / 2
      if starts[middle].firstEffect <= number { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : starts[low - 1]
  }

  /// Forgets the starts of effects numbered below `number`, which have all ended, keeping
  /// the start that `number` may belong to.
  func forgetEffects(before number: Int) {
    let keptFrom = starts.lastIndex { $0.firstEffect <= number } ?? 0
    if keptFrom > 0 { starts.removeFirst(keptFrom) }
  }
}
