import Dispatch
import Runtime

/// State shared between `LoopbackHTTPServer` and its serving thread.
final class ServerControl: Sendable {
  private let state = LockIsolated((stopRequested: false, requests: [RecordedRequest]()))
  private let finished = DispatchSemaphore(value: 0)

  var stopRequested: Bool { state.withLock { $0.stopRequested } }
  var requests: [RecordedRequest] { state.withLock { $0.requests } }

  func record(_ request: RecordedRequest) {
    state.withLock { $0.requests.append(request) }
  }

  func requestStop() {
    state.withLock { $0.stopRequested = true }
  }

  /// Called once by the serving thread when it has closed its sockets.
  func markFinished() {
    finished.signal()
  }

  /// Waits (bounded) for the serving thread; safe to call more than once.
  func waitUntilFinished() {
    if finished.wait(timeout: .now() + 3) == .success {
      finished.signal()
    }
  }
}
