import Foundation
import Runtime
import Search

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The state of one request: checks the status, caps the body, and resumes the caller once.
final class ResponseCollector: Sendable {
  private struct State {
    var body = Data()
    /// The status of a non-2xx response, whose (small) body is read for the service's reason.
    var failedStatus: Int?
    var rejection: WeatherClientError?
    var continuation: CheckedContinuation<Data, any Error>?
  }

  private let maximumBytes: Int
  private let state = LockIsolated(State())

  init(maximumBytes: Int, continuation: CheckedContinuation<Data, any Error>) {
    self.maximumBytes = maximumBytes
    state.withLock { $0.continuation = continuation }
  }

  /// Accepts the response head; returns false when the body should not be loaded.
  func receive(_ response: URLResponse) -> Bool {
    guard let http = response as? HTTPURLResponse else {
      state.withLock { $0.rejection = .unreadableResponse("The response is not an HTTP response.") }
      return false
    }
    let failure = HTTPResponseRules(maximumBytes: maximumBytes).check(
      status: http.statusCode, declaredLength: http.expectedContentLength
    )
    state.withLock { state in
      switch failure {
      case .failedStatus(let status): state.failedStatus = status
      case .rejected(let rejection): state.rejection = rejection
      case nil: break
      }
    }
    return state.withLock { $0.rejection == nil }
  }

  /// Appends body bytes; returns false once the body is over the limit.
  func receive(_ data: Data) -> Bool {
    state.withLock { state in
      guard state.rejection == nil else { return false }
      state.body.append(data)
      let rules = HTTPResponseRules(maximumBytes: maximumBytes)
      guard
        let rejection = rules.overflow(
          bodyCount: state.body.count, failedStatus: state.failedStatus)
      else { return true }
      state.rejection = rejection
      state.body = Data()
      return false
    }
  }

  /// Marks a still-running request as timed out; returns true if the task should be cancelled.
  func expire() -> Bool {
    state.withLock { state in
      guard state.continuation != nil, state.rejection == nil else { return false }
      state.rejection = .timedOut
      return true
    }
  }

  /// Resumes the caller with the body or the first failure; later calls do nothing.
  func complete(with error: (any Error)?) {
    let (continuation, result) = state.withLock { state in
      let result: Result<Data, any Error> =
        if let rejection = state.rejection {
          .failure(rejection)
        } else if let status = state.failedStatus {
          .failure(
            WeatherClientError.server(
              status: status, reason: ServiceErrorBody.reason(in: state.body)))
        } else if let error {
          .failure(Self.translate(error))
        } else {
          .success(state.body)
        }
      defer { state = State() }
      return (state.continuation, result)
    }
    continuation?.resume(with: result)
  }

  private static func translate(_ error: any Error) -> any Error {
    guard let urlError = error as? URLError else {
      return WeatherClientError.network(String(describing: error))
    }
    switch urlError.code {
    case .cancelled:
      return CancellationError()
    case .timedOut:
      return WeatherClientError.timedOut
    default:
      return WeatherClientError.network(
        "URLError \(urlError.code.rawValue): \(urlError.localizedDescription)"
      )
    }
  }
}
