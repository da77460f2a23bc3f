import Foundation

/// Why a live weather request failed, with a short message that can be shown to the user.
///
/// ```swift
/// do { _ = try await client.search("Seoul") } catch let error as WeatherClientError {
///   print(error.localizedDescription)
/// }
/// ```
public enum WeatherClientError: Error, Codable, Equatable, Sendable, LocalizedError {
  /// The service could not be reached or the connection broke; the detail is for logs.
  case network(String)
  /// The service did not answer within the configured timeout.
  case timedOut
  /// The service answered with a non-2xx HTTP status, and the `reason` of its error body
  /// (`{"error": true, "reason": "..."}`) when it sent one, without control characters and
  /// at most ``maximumReasonLength`` characters long.
  case server(status: Int, reason: String? = nil)
  /// The response body was not the JSON the client expects; the detail is for logs.
  case unreadableResponse(String)
  /// The response body was larger than the configured limit.
  case responseTooLarge

  /// Reads any error of a weather request as a `WeatherClientError`: one is kept as it is, any
  /// other becomes `.network` with the error's description as its detail.
  ///
  /// ```swift
  /// WeatherClientError(URLError(.notConnectedToInternet))   // .network("...")
  /// ```
  public init(_ error: any Error) {
    self = error as? WeatherClientError ?? .network(String(describing: error))
  }

  /// The longest service reason kept in ``server(status:reason:)``, in characters.
  public static let maximumReasonLength = 200

  /// A short message for the user.
  public var errorDescription: String? {
    switch self {
    case .network:
      "The weather service could not be reached."
    case .timedOut:
      "The weather service took too long to answer."
    case let .server(status, reason?):
      "The weather service could not answer (HTTP \(status)): \(reason)"
    case let .server(status, nil):
      "The weather service is having trouble (HTTP \(status))."
    case .unreadableResponse:
      "The weather service sent a response we could not read."
    case .responseTooLarge:
      "The weather service sent more data than expected."
    }
  }
}
