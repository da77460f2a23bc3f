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
    let session = try Session(definition: definition, options: options, console: console)
    let lines = text.lineFeedLines
    var printedLines = 0
    var status: Int32 = 0
    var ran = 0
    var report = options.junitPath.map { _ in JUnitReport(script: file) }
    var reached = 0
    for step in steps {
      reached += 1
      if let transcript {
        printInterludes(lines, from: &printedLines, upTo: step.location.line - 1, to: transcript)
        printedLines = step.location.line
        transcript.print("> \(session.shareable(step.command))")
      }
      do throws(SessionFailure) {
        try await session.execute(step.command)
        ran += 1
        if JUnitReport.isCheck(step.command) {
          report?.record(
            session.shareable(step.command), line: step.location.line, outcome: .passed)
        }
      } catch {
        let location = step.location
        console.printError("\(location.file):\(location.line):\(location.column): error: \(error)")
        status = error.exitStatus
        let outcome: JUnitReport.Outcome =
          if case .expectationFailed(let message) = error { .failed(message) } else {
            .error(error.description)
          }
        report?.record(session.shareable(step.command), line: location.line, outcome: outcome)
        break
      }
      if session.hasQuit || Interrupt.isRequested { break }
    }
    let interruption = Interrupt.exitStatus.flatMap { _ in steps.dropFirst(reached).first }
    if let interruption {
      status = Interrupt.exitStatus ?? status
      report?.recordInterruption(by: Interrupt.signalName, beforeLine: interruption.location.line)
    }
    for skipped in steps[reached...] where JUnitReport.isCheck(skipped.command) {
      report?.record(
        session.shareable(skipped.command), line: skipped.location.line, outcome: .skipped)
    }
    await session.finishPendingWork()
    if options.explainsAtEnd {
      console.print("# The reducer tree at the end:")
      console.print(try session.explanation(as: .text))
    }
    if let interruption {
      console.print(
        "# Interrupted by \(Interrupt.signalName) before line \(interruption.location.line): "
          + "\(ran) of \(steps.count) steps ran, the rest did not.")
    } else if status == 0 {
      if let transcript {
        printInterludes(lines, from: &printedLines, upTo: lines.count, to: transcript)
      }
      let (user, effect) = session.actionCounts
      console.print(
        "# Done: \(ran) step\(ran == 1 ? "" : "s"), \(user + effect) action"
          + "\(user + effect == 1 ? "" : "s") "
          + "(\(effect) sent by effects), "
          + "\(Session<R>.literal(session.clock.now.offset)) of virtual time.")
    }
    try session.finishRecording()
    if let path = options.junitPath, let report { try TextFiles.write(report.xml, to: path) }
    return status
  }

  /// The first step that makes the whole script refused before anything runs, with why: a
  /// `save` (the prompt's alone), or an action that is not one of the app's.
  private func refusal(of steps: [ScriptStep]) -> (step: ScriptStep, message: String)? {
    if let save = steps.first(where: { if case .save = $0.command { true } else { false } }) {
      return (
        save,
        "'save' belongs to the prompt ('app repl'); a script cannot write files, so nothing "
          + "was run"
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
