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
      write: { standardOutput.write($0) },
      writeError: { standardError.write($0) },
      isInteractive: isatty(STDIN_FILENO) == 1,
      usesColor: wantsColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment),
      environment: environment)
  }

  /// `status`, or 74 (`EX_IOERR`) when it is 0 and standard output could not be written for any
  /// reason but a closed reader (`app run tour > /dev/full`); such a failure is also reported
  /// on standard error.
  @MainActor static func exitStatus(after status: Int32) -> Int32 {
    guard let failure = standardOutput.failure else { return status }
    standardError.write("error: cannot write to standard output: \(failure)\n")
    return status == 0 ? 74 : status
  }

  /// The process's standard output: written until it is closed, then left alone.
  @MainActor private static let standardOutput = StandardStream(descriptor: STDOUT_FILENO)
  /// The process's standard error: written until it is closed, then left alone.
  @MainActor private static let standardError = StandardStream(descriptor: STDERR_FILENO)

  /// Whether diff lines should be coloured: only on a terminal, and never when `NO_COLOR` is
  /// set to a non-empty value (https://no-color.org).
  public static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
  }
}

/// A standard stream the console writes to: whole texts, through partial writes and
/// interruptions, until the reader goes away. A closed pipe (`app run tour | head -1`) ends the
/// output there, quietly, while the session, its recording and its saves go on; any other
/// write error (a full disk) ends it too and is kept as ``failure``.
@MainActor
private final class StandardStream {
  private let descriptor: Int32
  private var isClosed = false
  /// Why a write failed, unless the reader went away; `nil` while every write succeeded.
  private(set) var failure: String?

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  func write(_ text: String) {
    guard !isClosed else { return }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { writeToDescriptor(descriptor, $0) }
      if written < 0 {
        let error = errno
        guard error == EINTR else {
          isClosed = true
          if error != EPIPE { failure = String(cString: strerror(error)) }
          return
        }
        continue
      }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// One `write(2)` of `bytes` to `descriptor`: how many were written, or -1 with `errno` set.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
  write(descriptor, bytes.baseAddress, bytes.count)
}
