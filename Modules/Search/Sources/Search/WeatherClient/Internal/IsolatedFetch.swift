import Foundation
import Synchronization

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
    let process = Process()
    process.executableURL = isolation.executable
    process.arguments =
      isolation.arguments
      + FetchRequest(
        url: url, timeout: timeout, maximumResponseBytes: maximumResponseBytes,
        usesSessionForPlainHTTP: isolation.includesPlainHTTP
      ).arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let helper = Helper(process)
    do {
      try process.run()
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
            with: Result { try helper.collect(from: output.fileHandleForReading, limit: readLimit) }
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

    // The process is only started, read from and stopped, all of which Foundation allows
    // from any thread; the reason is guarded by the mutex.
    private let process: Process
    private let reason = Mutex<StopReason?>(nil)

    init(_ process: Process) {
      self.process = process
    }

    func stop(because stopReason: StopReason) {
      let isFirst = reason.withLock { current in
        guard current == nil else { return false }
        current = stopReason
        return true
      }
      if isFirst, process.isRunning { process.terminate() }
    }

    /// Reads the helper's answer (at most `limit` bytes), waits for it to exit, and reads the
    /// outcome.
    func collect(from handle: FileHandle, limit: Int) throws -> Result<Data, any Error> {
      var answer = Data()
      while true {
        let chunk = handle.availableData
        guard !chunk.isEmpty else { break }
        answer.append(chunk)
        if answer.count > limit {
          stop(because: .tooLarge)
          break
        }
      }
      process.waitUntilExit()
      switch reason.withLock({ $0 }) {
      case .cancelled: return .failure(CancellationError())
      case .timedOut: return .failure(WeatherClientError.timedOut)
      case .tooLarge: return .failure(WeatherClientError.responseTooLarge)
      case nil: break
      }
      let status = process.terminationStatus
      guard process.terminationReason == .exit else {
        return .failure(
          WeatherClientError.network(
            "The request's helper process crashed (signal \(status)), so the connection failed."
          ))
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
