import Foundation
import Runtime

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension DependencyValues {
  /// The URL session requests go through: `URLSession.shared`, live; in tests, a session whose
  /// every request fails the test and the request, so that no test reaches the network unless
  /// it sets a session of its own.
  ///
  /// It lives beside `import ComposableArchitecture` rather than in the runtime, so that the
  /// runtime does not link FoundationNetworking on Linux.
  ///
  /// ```swift
  /// @Dependency(\.urlSession) var urlSession
  /// let (data, _) = try await urlSession.data(from: url)
  /// ```
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }
}

private enum URLSessionKey: DependencyKey {
  static let liveValue = URLSession.shared
  static var testValue: URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [UnimplementedURLProtocol.self]
    return URLSession(configuration: configuration)
  }
  static var previewValue: URLSession { liveValue }
}

/// Fails every request of the test session, reporting which one.
private final class UnimplementedURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let url = request.url?.absoluteString ?? "a request without a URL"
    reportIssue(
      "The \"urlSession\" dependency has no test value: \(url) was requested. Set "
        + "\"urlSession\" in the test's dependencies.")
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
  }

  override func stopLoading() {}
}
