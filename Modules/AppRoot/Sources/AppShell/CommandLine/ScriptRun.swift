import AppEngine
import AppScript
import Runtime

/// Runs a whole script: checks every line first, then runs the steps in order and prints the
/// transcript, with the script's comments in their places.
@MainActor
struct ScriptRun<R: Reducer>
where
  R.State: Codable & Equatable & Sendable,
  R.Action: Codable & Equatable & Sendable
{
  let definition: AppDefinition<R>
  let console: Console

  /// Runs `text` and returns the exit status; errors at a line are printed as
  /// `FILE:LINE:COLUMN: error: ...`.
  func run(
    _ text: String, file: String, options: SessionOptions
  ) async throws(SessionFailure) -> Int32 {
    let steps: [ScriptStep]
    switch ScriptParser.parse(text, file: file) {
    case .success(let parsed):
      steps = parsed
    case .failure(let errors):
      console.printError(errors.description)
      return SessionFailure.syntax("").exitStatus
    }
    if let refusal = refusal(of: steps) {
      let location = refusal.step.location
      console.printError(
        "\(location.file):\(location.line):\(location.column): error: \(refusal.message)")
      return SessionFailure.syntax("").exitStatus
    }
    let transcript = options.isQuiet ? nil : console
    transcript?.print("# Running \(file) with the \(options.mode.rawValue) dependencies.")
    var options = options
    options.isTraceable = steps.contains { step in
      if case .trace = step.command { true } else { false }
    }
    options.recordsReport =
      options.reportPath != nil
      || steps.contains { step in
        if case .report = step.command { true } else { false }
      }
    options.source = file
    let session = try Session(definition: definition, options: options, console: console)
    let lines = text.lineFeedLines
    var printedLines = 0
    var status: Int32 = 0
    var ran = 0
    var reached = 0
    var failure: String?
    for step in steps {
      reached += 1
      if let transcript {
        printInterludes(lines, from: &printedLines, upTo: step.location.line - 1, to: transcript)
        printedLines = step.location.line
        transcript.print("> \(session.shareable(step.command))")
      }
      do throws(SessionFailure) {
        try await session.execute(step.command, line: step.location.line)
        ran += 1
      } catch {
        let location = step.location
        let message = "\(location.file):\(location.line):\(location.column): error: \(error)"
        console.printError(message)
        failure = message
        status = error.exitStatus
        break
      }
      if session.hasQuit || Interrupt.isRequested { break }
    }
    let interruption = Interrupt.exitStatus.flatMap { _ in steps.dropFirst(reached).first }
    if let interruption {
      status = Interrupt.exitStatus ?? status
      session.junitReport?.recordInterruption(
        by: Interrupt.signalName, beforeLine: interruption.location.line)
    }
    for skipped in steps[reached...] where skipped.command.isCheck {
      session.junitReport?.recordSkipped(
        session.shareable(skipped.command), line: skipped.location.line)
    }
    await session.finishPendingWork()
    if options.explainsAtEnd {
      console.print("# The reducer tree at the end:")
      console.print(try session.explanation(as: .text))
    }
    let outcome: RunReport.Outcome
    if let interruption {
      let line =
        "# Interrupted by \(Interrupt.signalName) before line \(interruption.location.line): "
        + "\(ran) of \(steps.count) steps ran, the rest did not."
      console.print(line)
      outcome = RunReport.Outcome(status: "interrupted", summary: line)
    } else if let failure {
      outcome = RunReport.Outcome(status: "failed", summary: failure)
    } else {
      if let transcript {
        printInterludes(lines, from: &printedLines, upTo: lines.count, to: transcript)
      }
      let line = "# Done: " + session.summary(steps: ran)
      console.print(line)
      outcome = RunReport.Outcome(status: "passed", summary: line)
    }
    try session.finishRecording()
    if let path = options.reportPath {
      try session.writeReport(to: path, outcome: outcome, replacing: true)
    }
    if let path = options.junitPath, let junitReport = session.junitReport {
      try TextFiles.write(junitReport.xml, to: path)
    }
    return status
  }

  /// The first step that makes the whole script refused before anything runs, with why: a
  /// `save` or a `report` (the prompt's alone), or an action that is not one of the app's.
  private func refusal(of steps: [ScriptStep]) -> (step: ScriptStep, message: String)? {
    if let write = steps.first(where: { $0.command.writesFile }) {
      return (
        write,
        "'\(write.command.keyword)' belongs to the prompt ('app repl'); a script cannot write "
          + "files, so nothing was run"
      )
    }
    return definition.firstUnknownAction(in: steps).map { ($0.step, "\($0.failure)") }
  }

  /// Prints the comment and blank lines between steps, trimmed of trailing white space.
  private func printInterludes(
    _ lines: [String], from printed: inout Int, upTo end: Int, to transcript: Console
  ) {
    while printed < min(end, lines.count) {
      var line = lines[printed]
      while let last = line.last, last == " " || last == "\t" || last == "\r" {
        line.removeLast()
      }
      printed += 1
      // A blank line at the very end of a file is its final line end, not a line.
      if line.isEmpty && printed == lines.count { continue }
      transcript.print(String(line))
    }
  }
}
