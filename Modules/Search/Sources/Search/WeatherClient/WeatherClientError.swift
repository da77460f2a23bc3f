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
  /// The service answered with a non-2xx HTTP status.
  case server(status: Int)
  /// The response body was not the JSON the client expects; the detail is for logs.
  case unreadableResponse(String)
  /// The response body was larger than the configured limit.
  case responseTooLarge

  /// A short message for the user.
  public var errorDescription: String? {
    switch self {
    case .network:
      "The weather service could not be reached."
    case .timedOut:
      "The weather service took too long to answer."
    case let .server(status):
      "The weather service is having trouble (HTTP \(status))."
    case .unreadableResponse:
      "The weather service sent a response we could not read."
    case .responseTooLarge:
      "The weather service sent more data than expected."
    }
  }
}
