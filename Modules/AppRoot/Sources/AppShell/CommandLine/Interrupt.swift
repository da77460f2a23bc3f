import AppEngine
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C (SIGINT), and SIGTERM and SIGHUP, as a request to end the session cleanly: a script
/// stops after its current step and the prompt stops reading, and both save what the session
/// changed and finish their recording before the app exits with 128 plus the signal's number.
/// A standard output closed early (`app run tour | head -1`) is no signal at all: SIGPIPE is
/// ignored, and the console stops writing there while the session goes on.
enum Interrupt {
  /// The signal that asked to end, or 0.
  private static let received = Atomic<Int32>(0)

  /// Whether one of the signals arrived since the handler was installed.
  static var isRequested: Bool { received.load(ordering: .relaxed) != 0 }

  /// The exit status that says which signal ended the session: 128 plus its number (130 for
  /// Ctrl-C), or `nil` when none did.
  static var exitStatus: Int32? {
    let signal = received.load(ordering: .relaxed)
    return signal == 0 ? nil : 128 + signal
  }

  /// The signal's name, for the message that says the run was interrupted.
  static var signalName: String {
    switch received.load(ordering: .relaxed) {
    case 15: "SIGTERM"
    case 1: "SIGHUP"
    default: "SIGINT (Ctrl-C)"
    }
  }

  /// Catches SIGINT, SIGTERM and SIGHUP from now on, and ignores SIGPIPE.
  ///
  /// The handler only notes the signal; the readers of the prompt wake every tenth of a second
  /// and look. Dispatch blocks signals on the threads it runs queues on, the main actor's among
  /// them once the main thread has handed its queue over, so a thread that only waits for the
  /// signals is started: a signal no thread accepts would stay pending, unseen.
  static func install() {
    #if canImport(Glibc)
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signal in
        Interrupt.received.store(signal, ordering: .relaxed)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      for signal in [SIGINT, SIGTERM, SIGHUP] { sigaction(signal, &action, nil) }
      signal(SIGPIPE, SIG_IGN)
      Thread.detachNewThread {
        acceptOnThisThread()
        while true { pause() }
      }
    #endif
  }

  /// Lets the signals reach the calling thread, which is about to wait for input.
  ///
  /// The thread that runs the main actor's work may have them blocked (Dispatch blocks signals
  /// on the threads it runs queues on), and a Ctrl-C that no thread accepts would stay pending
  /// while the prompt waits; the reader unblocks them on its own thread before each wait.
  static func acceptOnThisThread() {
    #if canImport(Glibc)
      var signals = sigset_t()
      sigemptyset(&signals)
      for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
      pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    #endif
  }
}
