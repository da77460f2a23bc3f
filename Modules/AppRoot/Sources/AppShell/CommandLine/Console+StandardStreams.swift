import AppEngine
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Console {
  /// The process's standard input, output and error; colour only on a terminal and only when
  /// `NO_COLOR` is unset or empty.
  ///
  /// ```swift
  /// exit(await AppCommand.main(arguments: args, console: .standardStreams()))
  /// ```
  public static func standardStreams() -> Console {
    let environment = ProcessInfo.processInfo.environment
    let input = StandardInputReader()
    return Console(
      readLine: { input.readLine() },
      write: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      isInteractive: isatty(STDIN_FILENO) == 1,
      usesColor: wantsColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment),
      environment: environment)
  }

  /// Whether diff lines should be coloured: only on a terminal, and never when `NO_COLOR` is
  /// set to a non-empty value (https://no-color.org).
  public static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
  }
}
