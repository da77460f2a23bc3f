import AppScript
import Runtime

// The run report the session keeps, and the page it writes.

extension Session {
  /// The closing line of a run: `5 steps, 4 actions (1 sent by effects), 300ms of virtual
  /// time.`, for `steps` steps run.
  package func summary(steps: Int) -> String {
    let (user, effect) = actionCounts
    return "\(steps) step\(steps == 1 ? "" : "s"), \(user + effect) action"
      + "\(user + effect == 1 ? "" : "s") (\(effect) sent by effects), "
      + "\(Self.literal(clock.now.offset)) of virtual time."
  }

  /// Writes the run report of the session so far to `path`: one HTML page; a file already
  /// there is replaced only when `replacing`. `outcome` says how the run ended; without one,
  /// the report says whether a step failed so far.
  package func writeReport(
    to path: String, outcome: RunReport.Outcome? = nil, replacing: Bool
  ) throws(SessionFailure) {
    guard let report else {
      throw .usage("this session keeps no run report; run the script with --report FILE.html")
    }
    try refuseReplacing(path, unless: replacing, by: "report")
    let ran = history.count { if case .report = $0 { false } else { true } }
    let data = reportData(
      of: report, kind: source == SessionOptions.promptSource ? "repl" : "run",
      outcome: outcome ?? report.outcomeSoFar(summary: "So far: " + summary(steps: ran)))
    try RunReportPage.write(data, to: path)
  }

  /// The data of the session's run report so far, as `kind` of run (`explore`), ended with
  /// `outcome`; `nil` when the session keeps no report.
  package func reportData(kind: String, outcome: RunReport.Outcome) -> RunReport? {
    report.map { reportData(of: $0, kind: kind, outcome: outcome) }
  }

  private func reportData(
    of report: RunReportRecorder, kind: String, outcome: RunReport.Outcome
  ) -> RunReport {
    events.flushTrace()
    return report.report(
      title: source, kind: kind,
      app: RunReport.App(name: definition.name, version: definition.version), outcome: outcome)
  }
}
