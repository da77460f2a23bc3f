/// The `app` executable: the showcase app run by ``AppRunner``.
///
/// ```swift
/// // main.swift
/// exit(await AppCommand.main())
/// ```
public enum AppCommand {
  /// Runs the process's command line on its standard streams and returns the exit status.
  @MainActor
  public static func main() async -> Int32 {
    Interrupt.install()
    return await main(
      arguments: Array(CommandLine.arguments.dropFirst()), console: .standardStreams())
  }

  /// Runs `arguments` (without the executable's name) in process, reading and writing
  /// `console`; tests use it instead of spawning the executable.
  ///
  /// ```swift
  /// let console = Console(input: ["screen", "quit"])
  /// let status = await AppCommand.main(arguments: ["repl"], console: console)
  /// ```
  @MainActor
  public static func main(arguments: [String], console: Console) async -> Int32 {
    await AppRunner(definition: .showcase).main(arguments: arguments, console: console)
  }
}
