import Foundation

/// What `LoopbackHTTPServer` sends back for one request path.
package struct ScriptedResponse: Sendable {
  /// How the response travels over the wire.
  package enum Delivery: Sendable {
    /// Headers with an exact `Content-Length`, then the whole body.
    case complete
    /// Headers announcing `declaredLength` bytes, then only the body, then the socket closes.
    case truncated(declaredLength: Int)
    /// Nothing at all: the socket closes as soon as the request is read.
    case closedBeforeResponse
    /// Part of the status line and headers, then the connection is reset (RST).
    case resetMidHeaders
    /// Part of the status line and headers, then a graceful close (FIN): the answer that
    /// crashes FoundationNetworking 6.3.1 ("Transfer completed, but there's no response",
    /// swift-corelibs-foundation#5285), which the client must survive.
    case closedMidHeaders
    /// No body, and a `Location` header with `location` (a path on this server or a URL).
    case redirect(location: String)
    /// The body in chunks of 7 bytes with `Transfer-Encoding: chunked`.
    case chunked
    /// `totalBytes` of filler streamed in chunks; `Content-Length` is sent only if `declared`.
    case streamed(totalBytes: Int, declared: Bool)
    /// These bytes as the whole response, status line and headers included; then the socket
    /// closes.
    case raw([UInt8])
  }

  package var status = 200
  package var headers: [String: String] = ["Content-Type": "application/json"]
  package var body = Data()
  /// Real time to wait before answering; only the timeout test uses it.
  package var delay: Duration = .zero
  package var delivery = Delivery.complete

  /// A complete JSON response.
  package static func json(_ body: String, status: Int = 200) -> Self {
    Self(status: status, body: Data(body.utf8))
  }

  /// A response written byte for byte, whatever it holds.
  package static func raw(_ text: String) -> Self {
    Self(delivery: .raw(Array(text.utf8)))
  }
}
