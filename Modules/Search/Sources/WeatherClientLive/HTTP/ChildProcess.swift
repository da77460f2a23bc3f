import Runtime
import Search

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process started with `posix_spawn`, its standard output read through a socket.
///
/// Stopping the child also shuts its output down, so a reader is never left waiting on another
/// process that inherited that output and outlives the child (the Swift runtime's crash
/// backtracer, for one). The child is reaped here, and never signalled once it has been, so a
/// process id the system has handed to someone else is never hit.
final class ChildProcess: Sendable {
  /// How the child ended.
  enum Termination: Equatable {
    case exited(status: Int32)
    case signalled(Int32)
  }

  private let pid: pid_t
  /// The read end of the child's standard output.
  private let output: Int32
  /// Whether the child has been reaped; guards every `kill`.
  private let isReaped = LockIsolated(false)

  /// Starts `executable` with `arguments` and `environment`; its standard input and error are
  /// `/dev/null`, and its signals start with their default handling. Throws the reason it could
  /// not start.
  init(
    executable: String, arguments: [String], environment: [String: String]
  ) throws(ChildProcessError) {
    // Both ends are closed on exec, so a child another thread starts meanwhile does not keep
    // this one's output open; the spawn gives the child its end as standard output.
    var pipeEnds: [Int32] = [-1, -1]
    #if canImport(Glibc) || canImport(Musl)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      guard socketpair(AF_UNIX, type, 0, &pipeEnds) == 0 else { throw ChildProcessError(errno) }
    #else
      guard pipe(&pipeEnds) == 0 else { throw ChildProcessError(errno) }
      for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    #endif

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for string in argv + envp { free(string) } }
    var pid = pid_t()
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(pipeEnds[1])
    guard status == 0 else {
      close(pipeEnds[0])
      throw ChildProcessError(status)
    }
    self.pid = pid
    self.output = pipeEnds[0]
  }

  deinit {
    close(output)
  }

  /// Reads up to `count` bytes of the child's standard output; empty at its end. Blocks.
  func readOutput(upTo count: Int) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    while true {
      let result = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, count) }
      if result >= 0 { return Array(buffer.prefix(result)) }
      if errno != EINTR { return [] }
    }
  }

  /// Sends `SIGTERM` to the child, unless it has already been reaped, and ends its output: a
  /// read waiting for it returns what came so far.
  func terminate() {
    isReaped.withLock { isReaped in
      if !isReaped { kill(pid, SIGTERM) }
    }
    shutdown(output, Int32(SHUT_RDWR))
  }

  /// Waits until the child ends, reaps it, and says how it ended. Blocks.
  func waitForExit() -> Termination {
    // Waits without reaping, so that `terminate()` cannot race a reused process id.
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
    var status: Int32 = 0
    isReaped.withLock { isReaped in
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      isReaped = true
    }
    // The layout of a wait status: the low 7 bits hold the signal that ended the process, or 0
    // when it exited, in which case bits 8-15 hold its exit status.
    let signal = status & 0x7f
    return signal == 0 ? .exited(status: (status >> 8) & 0xff) : .signalled(signal)
  }
}

/// Why a child process could not be started: the system's error, described.
struct ChildProcessError: Error, CustomStringConvertible {
  let code: Int32

  init(_ code: Int32) {
    self.code = code
  }

  var description: String { String(cString: strerror(code)) + " (errno \(code))" }
}
