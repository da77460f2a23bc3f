import Runtime

/// The transcript's reader of a session's events: writes each reduced action's change report,
/// in the `_printChanges` format or, `--compact`, on one line.
///
/// ```swift
/// events.addReader(TranscriptWriter(write: { print($0) }, isCompact: false).read)
/// ```
struct TranscriptWriter {
  /// Where the change reports go.
  let write: (String) -> Void
  /// Whether each change report is one line (``CompactChangeReport``) instead of a diff.
  let isCompact: Bool

  func read<State, Action>(_ event: SessionEvent<State, Action>) {
    guard case .reduced(let reduced) = event else { return }
    write(
      isCompact
        ? CompactChangeReport.line(actionDump: reduced.actionDump, stateDiff: reduced.stateDiff)
        : _ReducerPrinter<State, Action>.changeReport(
          actionDump: reduced.actionDump, stateDiff: reduced.stateDiff))
  }
}
