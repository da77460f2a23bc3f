import Foundation
import Search

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Performs GET requests with a timeout, a response size limit and redirects.
///
/// `http` URLs are fetched by ``PlainHTTPExchange`` over a socket, because FoundationNetworking
/// 6.3.1 crashes the process when a server closes the connection inside the response head;
/// `https` URLs (TLS needs FoundationNetworking) go through a dedicated `URLSession`, in a
/// helper process when the configuration has an isolation (see ``IsolatedFetch``), so that
/// the same crash there only fails the request.
///
/// The session's timeout is enforced here, per request: FoundationNetworking on Linux drops the
/// fractional part of `timeoutInterval`, so a 0.3 s timeout there fires at once. The
/// session's own timeout, rounded up plus one second, only backs this one up.
final class HTTPFetcher: Sendable {
  private let session: URLSession
  private let delegate = SessionDelegate()
  private let timeout: TimeInterval
  private let backstopTimeout: TimeInterval
  private let maximumResponseBytes: Int
  private let isolation: WeatherClient.LiveConfiguration.Isolation?

  init(
    timeout: Duration, maximumResponseBytes: Int,
    isolation: WeatherClient.LiveConfiguration.Isolation? = nil
  ) {
    let seconds =
      Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    let configuration = URLSessionConfiguration.ephemeral
    let backstop = seconds.rounded(.up) + 1
    configuration.timeoutIntervalForRequest = backstop
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    self.timeout = seconds
    self.backstopTimeout = backstop
    self.maximumResponseBytes = maximumResponseBytes
    self.isolation = isolation
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// How many redirects a plain `http` request follows before it fails.
  static let maximumRedirects = 10

  /// Returns the body of a 2xx response, or throws `WeatherClientError` (or
  /// `CancellationError` when the calling task is cancelled).
  func data(from url: URL) async throws -> Data {
    var current = url
    for _ in 0...Self.maximumRedirects {
      guard current.scheme?.lowercased() == "http", isolation?.includesPlainHTTP != true else {
        return try await sessionRequest(from: current)
      }
      switch try await plainData(from: current) {
      case .body(let body): return body
      case .redirect(let next): current = next
      }
    }
    throw WeatherClientError.network(
      "More than \(Self.maximumRedirects) redirects, the last to \(current)."
    )
  }

  /// Fetches an `http` URL on a thread of its own, without following a redirect.
  ///
  /// The exchange blocks on its socket until its deadline, so it does not take a thread of the
  /// global queue, whose few threads other blocked work can hold past the deadline.
  private func plainData(from url: URL) async throws -> PlainHTTPExchange.Outcome {
    let cancelled = CancellationFlag()
    let exchange = PlainHTTPExchange(
      url: url,
      rules: HTTPResponseRules(maximumBytes: maximumResponseBytes),
      deadline: .now + .seconds(timeout),
      cancelled: cancelled
    )
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        Thread {
          continuation.resume(with: Result { try exchange.run() })
        }
        .start()
      }
    } onCancel: {
      cancelled.set()
    }
  }

  /// Fetches `url` with `URLSession`: in the helper process when there is an isolation, else
  /// in this one.
  private func sessionRequest(from url: URL) async throws -> Data {
    guard let isolation else { return try await sessionData(from: url) }
    return try await IsolatedFetch(
      isolation: isolation, timeout: timeout, maximumResponseBytes: maximumResponseBytes
    )
    .data(from: url)
  }

  /// Fetches `url` with this process's `URLSession`, following redirects.
  func sessionData(from url: URL) async throws -> Data {
    let request = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: backstopTimeout
    )
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard !Task.isCancelled else {
          continuation.resume(throwing: CancellationError())
          return
        }
        let collector = ResponseCollector(
          maximumBytes: maximumResponseBytes, continuation: continuation
        )
        delegate.register(collector, for: task)
        task.resume()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
          if collector.expire() {
            task.cancel()
          }
        }
        if Task.isCancelled {
          task.cancel()
        }
      }
    } onCancel: {
      task.cancel()
    }
  }
}
