/// The options of the commands that run a session (`run`, `repl`), as the command line gives
/// them.
///
/// ```swift
/// var options = SessionOptions()
/// options.recordPath = "/tmp/tour.jsonl"
/// ```
package struct SessionOptions: Equatable {
  /// The clients the session uses.
  package var mode: DependencyMode = .preview
  /// The file to record the session to.
  package var recordPath: String?
  /// Whether the session keeps its recording in memory, for ``Session/recording()``, when it
  /// writes none.
  package var keepsRecording = false
  /// Whether the transcript writes each action on one line with the state paths it changed
  /// (`--compact`), instead of the whole diff of the state.
  package var isCompact = false
  /// Whether `run` leaves the transcript out: no step echoes and no action reports, only
  /// what the script asks to print, errors, and the closing summary.
  package var isQuiet = false
  /// Where `run` writes its `expect` checks as a JUnit XML report.
  package var junitPath: String?
  /// Whether every action the driver sends is traced (`run --trace`).
  package var tracesEverySend = false
  /// Whether the session can run `trace`: its store is built instrumented for tracing, which
  /// costs a little on every action, so only the prompt and scripts that trace ask for it.
  package var isTraceable = false
  /// Whether `run` prints the reducer tree after the script (`--explain-at-end`).
  package var explainsAtEnd = false
  /// Where `run` writes its run report, one HTML page.
  package var reportPath: String?
  /// Whether the session keeps what a run report shows: for `--report`, and for the `report`
  /// command of the prompt or a script. It traces every action, which costs a little on each.
  package var recordsReport = false
  /// Whether each command must keep the ``SessionInvariant``s (`run --invariants`): a command
  /// that breaks one fails.
  package var checksInvariants = false
  /// Whether the prompt prints the screen after each command that may change it
  /// (`repl --screen`).
  package var printsScreen = false
  /// What the session runs, as its run report is titled: a script's file name, or
  /// ``promptSource``.
  package var source = Self.promptSource
  /// The ``source`` of the prompt's session.
  package static let promptSource = "<repl>"

  /// Options with every default: preview dependencies, a transcript, nothing written.
  package init() {}
}
