import Foundation
import Search

/// One HTTP/1.1 GET over a plain TCP connection, read by hand.
///
/// FoundationNetworking 6.3.1 ends the whole process when a server closes the connection
/// inside the response head ("Transfer completed, but there's no response",
/// swift-corelibs-foundation#5285). For `http` URLs the client therefore speaks HTTP itself:
/// every cut-off or malformed answer becomes a ``WeatherClientError``.
package struct PlainHTTPExchange {
  /// What a response asks of the client.
  package enum Outcome: Equatable {
    /// A 2xx body, within the size limit.
    case body(Data)
    /// A redirect (301, 302, 303, 307 or 308) to this URL.
    case redirect(URL)
  }

  /// The largest response head read.
  package static let maximumHeadBytes = 65_536
  /// The most header fields a response may have.
  package static let maximumHeaderFields = 100

  let url: URL
  let rules: HTTPResponseRules
  let deadline: ContinuousClock.Instant
  let cancelled: CancellationFlag

  /// Sends the request and reads the response; blocks until done, the deadline or cancellation.
  func run() throws -> Outcome {
    let request = try HTTPRequestHead(get: url)
    let connection = try PlainHTTPConnection(
      host: request.host, port: request.port, deadline: deadline, cancelled: cancelled
    )
    try connection.send(Array(request.text.utf8))
    var reader = HTTPResponseReader(source: connection)
    return try reader.outcome(of: url, rules: rules)
  }

  /// Reads a response to a GET of `url` from bytes in memory, as if `pieces` arrived one after
  /// another on the connection: the seam through which tests and the fuzzer reach the reader.
  package static func outcome(
    ofResponse pieces: [[UInt8]], to url: URL, maximumBytes: Int
  ) throws -> Outcome {
    var reader = HTTPResponseReader(source: BytesInMemory(pieces: pieces))
    return try reader.outcome(of: url, rules: HTTPResponseRules(maximumBytes: maximumBytes))
  }
}
