import AppEngine
import AppScript
import Runtime

/// The interactive prompt: reads one command per line, runs it, and keeps going after errors
/// until `quit` or the end of the input.
@MainActor
struct Prompt<R: Reducer>
where
  R.State: Codable & Equatable & Sendable,
  R.Action: Codable & Equatable & Sendable
{
  let definition: AppDefinition<R>
  let console: Console
  /// The terminal the prompt edits its lines on, when standard input and output are one.
  let terminal: TerminalLineReader?

  /// The file name errors are reported against.
  static var file: String { "<repl>" }

  /// Runs the prompt until `quit`, the end of input, Ctrl-C, SIGTERM or SIGHUP, which all end
  /// it the same way, marking each `expect` that holds with `✓` and, with
  /// `options.printsScreen`, printing the screen after each command that may change it; returns the exit status: 1 if an `expect` failed during the session (its
  /// check did not hold, or it could not be checked, as with a bad state path), else 0.
  func run(options: SessionOptions) async throws(SessionFailure) -> Int32 {
    let history = terminal.flatMap { _ in
      TerminalLineReader.historyPath(appName: definition.name, environment: console.environment)
    }
    let files = RunFiles(
      written: options.recordPath.map { [("--record", $0)] } ?? [],
      read: history.map { [("the prompt's history", $0)] } ?? [])
    try files.check()
    console.print(PromptBanner.text(for: definition, mode: options.mode))
    var options = options
    options.isTraceable = true
    options.recordsReport = true
    let session = try Session(definition: definition, options: options, console: console)
    if let terminal, let history { terminal.keepHistory(in: history) }
    var number = 0
    var expectationFailed = false
    while !session.hasQuit && !Interrupt.isRequested {
      guard let line = readLine(session: session) else { break }
      number += 1
      let step: ScriptStep?
      do throws(ScriptError) {
        step = try ScriptParser.parseLine(line, file: Self.file, line: number)
      } catch {
        // Kept for this session only: a line that does not parse cannot be masked.
        terminal?.remember(line, isSaved: false)
        console.printError(error.description)
        continue
      }
      guard let step else { continue }
      let shared = session.shareable(step.command)
      if !console.isInteractive { console.print("> \(shared)") }
      var failed = false
      do throws(SessionFailure) {
        switch step.command {
        case .save(let file, _), .report(let file, _):
          try files.check(writing: file, by: step.command.keyword)
        default: break
        }
        try await session.execute(step.command)
        if step.command.isCheck { console.print("✓ \(shared)") }
        if options.printsScreen, Self.mayChangeScreen(step.command) { session.printScreen() }
      } catch {
        failed = true
        console.printError("error: \(error)")
        switch (step.command, error) {
        case (.expect, _), (.expectScreen, _), (_, .expectationFailed): expectationFailed = true
        default: break
        }
      }
      // A failed line that had a string masked may hold a secret meant for a field it missed:
      // it is kept for this session only.
      terminal?.remember(shared.description, isSaved: !failed || shared == step.command)
    }
    await session.finishPendingWork()
    try session.finishRecording()
    return expectationFailed ? SessionFailure.expectationFailed("").exitStatus : 0
  }

  /// Whether running `command` may change what the screen shows: it drives the view, sends an
  /// action or moves the clock.
  private static func mayChangeScreen(_ command: ScriptCommand) -> Bool {
    switch command {
    case .advance, .settle: true
    default: command.sendsAction
    }
  }

  /// The next line typed: edited on the terminal, with Tab completing commands, the labels of
  /// the controls a command drives on the current screen, a picker's options and action
  /// paths; a plain line otherwise.
  private func readLine(session: Session<R>) -> String? {
    guard let terminal else {
      if console.isInteractive { console.prompt("app> ") }
      return console.readLine()
    }
    return terminal.readLine(prompt: "app> ") { line, cursor in
      PromptCompletion(host: session.host, actionType: R.Action.self)
        .candidates(for: line, cursor: cursor)
    }
  }
}
