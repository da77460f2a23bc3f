import AppEngine
import AppShell
import Runtime

/// What a run of the `app` command line printed and returned.
struct CommandResult {
  var status: Int32
  var output: String
  var errorOutput: String
}

/// Runs the command line of an app in process, with `input` as standard input.
@MainActor
func runCommand<R: Reducer>(
  _ arguments: [String], input: [String] = [], definition: AppDefinition<R>
) async -> CommandResult {
  let console = Console(input: input)
  let status = await AppRunner(definition: definition).main(
    arguments: arguments, console: console)
  return CommandResult(status: status, output: console.output, errorOutput: console.errorOutput)
}

/// Runs the demo app's command line in process.
@MainActor
func runDemo(_ arguments: [String], input: [String] = []) async -> CommandResult {
  await runCommand(arguments, input: input, definition: .demo)
}
