import AppEngine
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C (SIGINT) as a request to end the session cleanly: a script stops after its current
/// step and the prompt stops reading, and both finish their recording before the app exits.
enum Interrupt {
  private static let flag = Atomic<Bool>(false)

  /// Whether Ctrl-C was pressed since the handler was installed.
  static var isRequested: Bool { flag.load(ordering: .relaxed) }

  /// Catches SIGINT from now on; call it on the main thread, which reads the prompt's input.
  ///
  /// The handler does not restart an interrupted read, so the prompt's wait for a line ends
  /// as at the end of input. The signal may land on any thread; one that lands elsewhere is
  /// passed on to the main thread, whose read it must interrupt.
  static func install() {
    #if canImport(Glibc)
      mainThread = pthread_self()
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signal in
        Interrupt.flag.store(true, ordering: .relaxed)
        if pthread_equal(pthread_self(), Interrupt.mainThread) == 0 {
          pthread_kill(Interrupt.mainThread, signal)
        }
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(SIGINT, &action, nil)
    #endif
  }

  /// Lets SIGINT reach the calling thread, which is about to wait for input.
  ///
  /// The thread that runs the main actor's work may have SIGINT blocked (Dispatch blocks it on
  /// the threads it runs queues on), and a Ctrl-C that no thread accepts would stay pending while
  /// the prompt waits; the reader unblocks it on its own thread before each wait.
  static func acceptOnThisThread() {
    #if canImport(Glibc)
      var signals = sigset_t()
      sigemptyset(&signals)
      sigaddset(&signals, SIGINT)
      pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    #endif
  }

  #if canImport(Glibc)
    // Written once by `install` before the handler can run; read only by the handler.
    nonisolated(unsafe) private static var mainThread = pthread_self()
  #endif
}
