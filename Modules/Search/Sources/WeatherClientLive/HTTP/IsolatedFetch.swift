import Foundation
import Runtime
import Search

/// One `URLSession` request run in a helper process (see
/// ``WeatherClient/LiveConfiguration/Isolation``): whatever the helper does, crash included,
/// the caller gets the body or a `WeatherClientError`.
///
/// The helper writes one answer to its standard output (see ``FetchAnswer``); this side caps
/// what it reads, stops the helper when the caller is cancelled or the request outlives its
/// timeout by a second, and reads an exit by a signal as a failed connection.
struct IsolatedFetch {
  let isolation: WeatherClient.LiveConfiguration.Isolation
  let timeout: TimeInterval
  let maximumResponseBytes: Int

  /// Runs the helper for `url` and returns the body it fetched.
  func data(from url: URL) async throws -> Data {
    let arguments =
      isolation.arguments
      + FetchRequest(
        url: url, timeout: timeout, maximumResponseBytes: maximumResponseBytes,
        usesSessionForPlainHTTP: isolation.includesPlainHTTP
      ).arguments
    let helper: Helper
    do {
      // A crashing helper must not start the runtime's backtracer: it would hold the helper's
      // output open (and, under the thread sanitizer, never finish).
      let environment = ProcessInfo.processInfo.environment.merging(
        ["SWIFT_BACKTRACE": "enable=no"], uniquingKeysWith: { $1 })
      helper = Helper(
        try ChildProcess(
          executable: isolation.executable.path, arguments: arguments, environment: environment))
    } catch {
      throw WeatherClientError.network("Cannot start the request's helper process: \(error)")
    }
    let readLimit = maximumResponseBytes + FetchAnswer.headroom
    let outcome = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout + 1) {
          helper.stop(because: .timedOut)
        }
        DispatchQueue.global().async {
          continuation.resume(
            with: Result { try helper.collect(limit: readLimit) }
          )
        }
      }
    } onCancel: {
      helper.stop(because: .cancelled)
    }
    if Task.isCancelled { throw CancellationError() }
    return try outcome.get()
  }

  /// The helper process and why it was stopped, if it was.
  private final class Helper: @unchecked Sendable {
    enum StopReason { case cancelled, timedOut, tooLarge }

    // The child process is safe to read, wait for and stop from any thread; the reason is
    // guarded by the mutex.
    private let process: ChildProcess
    private let reason = LockIsolated<StopReason?>(nil)

    init(_ process: ChildProcess) {
      self.process = process
    }

    func stop(because stopReason: StopReason) {
      let isFirst = reason.withLock { current in
        guard current == nil else { return false }
        current = stopReason
        return true
      }
      if isFirst { process.terminate() }
    }

    /// Reads the helper's answer (at most `limit` bytes), waits for it to exit, and reads the
    /// outcome.
    func collect(limit: Int) throws -> Result<Data, any Error> {
      var answer = Data()
      while true {
        let chunk = process.readOutput(upTo: 64 * 1024)
        guard !chunk.isEmpty else { break }
        answer.append(contentsOf: chunk)
        if answer.count > limit {
          stop(because: .tooLarge)
          break
        }
      }
      let termination = process.waitForExit()
      switch reason.withLock({ $0 }) {
      case .cancelled: return .failure(CancellationError())
      case .timedOut: return .failure(WeatherClientError.timedOut)
      case .tooLarge: return .failure(WeatherClientError.responseTooLarge)
      case nil: break
      }
      let status: Int32
      switch termination {
      case .signalled(let signal):
        return .failure(
          WeatherClientError.network(
            "The request's helper process crashed (signal \(signal)), so the connection failed."
          ))
      case .exited(let exitStatus):
        status = exitStatus
      }
      guard status == 0, let decoded = FetchAnswer(encoded: answer) else {
        return .failure(
          WeatherClientError.network(
            "The request's helper process failed (exit status \(status)) without an answer."
          ))
      }
      return decoded.result
    }
  }
}
