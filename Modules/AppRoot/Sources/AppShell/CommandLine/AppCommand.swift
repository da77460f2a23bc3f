import AppEngine
import Foundation
import Runtime
import Search
import WeatherClientLive

/// The `app` executable: the showcase app run by ``AppRunner``.
///
/// ```swift
/// // main.swift
/// exit(await AppCommand.main())
/// ```
public enum AppCommand {
  /// Runs the process's command line on its standard streams and returns the exit status; the
  /// prompt edits its lines when both standard input and output are terminals. A run whose
  /// output could not be written (a full disk; not a closed pipe) fails with status 74.
  ///
  /// Live weather requests that need `URLSession` run in a copy of this executable, started
  /// with the hidden command ``WeatherClient/fetchProcessCommand`` (`app __fetch ...`), so that
  /// a crash inside FoundationNetworking fails the request instead of ending the session.
  @MainActor
  public static func main() async -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == WeatherClient.fetchProcessCommand {
      return await WeatherClient.runFetchProcess(arguments: Array(arguments.dropFirst()))
    }
    Interrupt.install()
    let isolation = Bundle.main.executableURL.map {
      WeatherClient.LiveConfiguration.Isolation(
        executable: $0, arguments: [WeatherClient.fetchProcessCommand])
    }
    let status = await AppRunner(
      definition: .showcase(weatherFetchIsolation: isolation), previews: Preview.showcase
    )
    .main(
      arguments: arguments, console: .standardStreams(),
      terminal: TerminalLineReader.forStandardStreams())
    return Console.exitStatus(after: status)
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
    await AppRunner(definition: .showcase, previews: Preview.showcase).main(
      arguments: arguments, console: console)
  }
}
