import Runtime

/// The dumps of a session's state, one action after another, so that each action's diff dumps
/// only the fields the action changed.
///
/// ```swift
/// let dumps = StateDumps(initialState: state)
/// let diff = dumps.diff(from: before, to: after, sharedWrites: SharedWrites.total)
/// ```
final class StateDumps<State: Equatable> {
  /// The last state dumped, with its dump's lines: the state after the last action, or the
  /// initial state. The dump keeps the shared values inside as they were then, which the state
  /// itself, holding references to them, does not.
  private var last: (state: State, lines: [Substring])
  /// How many shared changes the process had made when ``last`` was dumped.
  private var sharedWritesAtLast = SharedWrites.total
  /// The renderings of the last dump, so that the next renders only the fields that changed.
  private let memo = DumpMemo()

  init(initialState: State) {
    last = (initialState, memo.dump(initialState).lines)
  }

  /// The diff of `old`'s dump and `new`'s, when the process had made `sharedWrites` shared
  /// changes by the time `new` was reached; `nil` when the states are equal.
  ///
  /// A change to fields that dump masked alone is ``maskedChangeNote``.
  func diff(from old: State, to new: State, sharedWrites: Int) -> String? {
    // The state after one action is the state before the next: its dump is kept.
    let oldLines = last.state == old ? last.lines : customDump(old).lines
    // Equal states may differ in a shared value they both hold: only a shared change since
    // the last dump makes a new dump needed, and then of every field, as any may hold one.
    if sharedWrites != sharedWritesAtLast { memo.forget() }
    let newLines =
      new == old && sharedWrites == sharedWritesAtLast ? oldLines : memo.dump(new).lines
    (last, sharedWritesAtLast) = ((new, newLines), sharedWrites)
    return diffLines(oldLines, newLines) ?? (new == old ? nil : maskedChangeNote)
  }
}
