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

  /// The file name errors are reported against.
  static var file: String { "<repl>" }

  func run(options: Invocation.SessionOptions) async throws(SessionFailure) {
    console.print(
      "\(definition.name) \(definition.version) with the \(options.mode.rawValue) dependencies."
        + " Type 'help' for the commands, 'quit' to leave.")
    let session = try Session(definition: definition, options: options, console: console)
    var number = 0
    while !session.hasQuit && !Interrupt.isRequested {
      if console.isInteractive { console.prompt("app> ") }
      guard let line = console.readLine() else { break }
      number += 1
      let step: ScriptStep?
      do throws(ScriptError) {
        step = try ScriptParser.parseLine(line, file: Self.file, line: number)
      } catch {
        console.printError(error.description)
        continue
      }
      guard let step else { continue }
      if !console.isInteractive { console.print("> \(session.shareable(step.command))") }
      do throws(SessionFailure) {
        try await session.execute(step.command)
      } catch {
        console.printError("error: \(error)")
      }
    }
    await session.finishPendingWork()
    try session.finishRecording()
  }
}
