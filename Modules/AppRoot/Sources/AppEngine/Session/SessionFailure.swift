/// Why a command, a script or a session failed; each failure maps to the exit status the `app`
/// executable returns.
public enum SessionFailure: Error, Equatable, CustomStringConvertible {
  /// The command line was wrong (exit status 64).
  case usage(String)
  /// The script had syntax errors; nothing was run (exit status 64).
  case syntax(String)
  /// A file could not be read or written (exit status 66).
  case file(String)
  /// An action path did not name an action of the app (exit status 1).
  case badAction(String)
  /// A state path did not lead to a value (exit status 1).
  case badStatePath(String)
  /// An `expect` did not hold (exit status 1).
  case expectationFailed(String)
  /// A label did not name one enabled control on screen (exit status 1).
  case screen(String)
  /// Effects were still running when `settle` gave up (exit status 1).
  case unsettled(String)
  /// An `advance` would take virtual time past what a session keeps (exit status 1).
  case virtualTimeLimit(String)
  /// A recording could not be replayed (exit status 65).
  case recording(String)
  /// A command broke an invariant that the session checks after each command when asked to
  /// (`app run --invariants`, exploration) (exit status 1).
  case brokenInvariant(SessionInvariant, String)

  /// The exit status for the failure, following `sysexits.h` where one fits.
  public var exitStatus: Int32 {
    switch self {
    case .usage, .syntax: 64
    case .recording: 65
    case .file: 66
    case .badAction, .badStatePath, .expectationFailed, .screen, .unsettled, .virtualTimeLimit,
      .brokenInvariant:
      1
    }
  }

  /// The message, without a prefix.
  public var description: String {
    switch self {
    case .usage(let message), .syntax(let message), .file(let message),
      .badAction(let message), .badStatePath(let message), .expectationFailed(let message),
      .screen(let message), .unsettled(let message), .virtualTimeLimit(let message),
      .recording(let message), .brokenInvariant(_, let message):
      message
    }
  }
}
