import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 that answers each path with a scripted response.
///
/// It serves one connection at a time on a background thread, closes every connection after
/// one response, records the requests it saw, and stops on `stop()`, on deinit, or by itself
/// after `lifetime`. The lifetime only backs up `stop()`: a test's exchanges must never outlive
/// it, and a thread-sanitized run of the whole suite on two cores has taken more than 20 s for
/// a test's eleven exchanges, so the default is ten minutes.
///
/// ```swift
/// let server = try LoopbackHTTPServer(routes: ["/v1/search": .json("{}")])
/// defer { server.stop() }
/// let url = server.url("/v1/search")
/// ```
package final class LoopbackHTTPServer: Sendable {
  /// The ephemeral port the server listens on.
  package let port: UInt16
  private let control = ServerControl()

  package init(routes: [String: ScriptedResponse], lifetime: Duration = .seconds(600)) throws {
    let (listener, port) = try LoopbackSocket.listen()
    self.port = port
    let control = self.control
    let deadline = ContinuousClock.now + lifetime
    let thread = Thread {
      Self.serve(listener, routes: routes, control: control, until: deadline)
    }
    thread.name = "LoopbackHTTPServer:\(port)"
    thread.start()
  }

  deinit {
    stop()
  }

  /// The URL of `path` on this server.
  package func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/invalid")
  }

  /// The requests received so far, in order.
  package var requests: [RecordedRequest] { control.requests }

  /// Stops accepting, closes the listening socket, and waits (bounded) for the thread to end.
  package func stop() {
    control.requestStop()
    control.waitUntilFinished()
  }

  private static func serve(
    _ listener: Int32,
    routes: [String: ScriptedResponse],
    control: ServerControl,
    until deadline: ContinuousClock.Instant
  ) {
    defer {
      close(listener)
      control.markFinished()
    }
    while !control.stopRequested, ContinuousClock.now < deadline {
      guard let client = LoopbackSocket.accept(listener, waitingAtMost: 20) else { continue }
      defer { close(client) }
      guard let head = LoopbackSocket.readHead(client) else { continue }
      let requestLine = head.prefix { $0 != "\r" && $0 != "\n" }.split(separator: " ")
      guard requestLine.count >= 2 else { continue }
      let request = RecordedRequest(
        method: String(requestLine[0]), target: String(requestLine[1]), head: head
      )
      control.record(request)
      let response = routes[request.path] ?? .json(#"{"error":"no route"}"#, status: 404)
      guard wait(response.delay, control: control) else { return }
      respond(client, with: response, control: control)
    }
  }

  /// Sleeps in short slices so that `stop()` interrupts the delay; false if stopped meanwhile.
  private static func wait(_ delay: Duration, control: ServerControl) -> Bool {
    let end = ContinuousClock.now + delay
    while ContinuousClock.now < end {
      if control.stopRequested { return false }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return true
  }

  private static func respond(
    _ client: Int32, with response: ScriptedResponse, control: ServerControl
  ) {
    var headers = response.headers
    headers["Connection"] = "close"
    switch response.delivery {
    case let .raw(bytes):
      LoopbackSocket.send(client, bytes)
      return
    case .complete:
      headers["Content-Length"] = "\(response.body.count)"
    case let .truncated(declaredLength):
      headers["Content-Length"] = "\(declaredLength)"
    case .closedBeforeResponse:
      return
    case .resetMidHeaders:
      LoopbackSocket.send(client, Array("HTTP/1.1 200 OK\r\nContent-Ty".utf8))
      LoopbackSocket.resetOnClose(client)
      return
    case .closedMidHeaders:
      LoopbackSocket.send(client, Array("HTTP/1.1 200 OK\r\nContent-Ty".utf8))
      return
    case let .redirect(location):
      headers["Location"] = location
      headers["Content-Length"] = "0"
    case .chunked:
      headers["Transfer-Encoding"] = "chunked"
    case let .streamed(totalBytes, declared):
      if declared { headers["Content-Length"] = "\(totalBytes)" }
    }
    let head =
      "HTTP/1.1 \(response.status) Scripted\r\n"
      + headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
      + "\r\n"
    guard LoopbackSocket.send(client, Array(head.utf8)) else { return }
    if case .chunked = response.delivery {
      var framed = [UInt8]()
      for start in stride(from: 0, to: response.body.count, by: 7) {
        let chunk = response.body[start..<min(start + 7, response.body.count)]
        framed += Array(String(chunk.count, radix: 16).utf8) + [13, 10] + chunk + [13, 10]
      }
      LoopbackSocket.send(client, framed + Array("0\r\n\r\n".utf8))
      return
    }
    guard case let .streamed(totalBytes, _) = response.delivery else {
      LoopbackSocket.send(client, response.body)
      return
    }
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
    var sent = 0
    while sent < totalBytes, !control.stopRequested {
      let count = min(chunk.count, totalBytes - sent)
      guard LoopbackSocket.send(client, chunk[0..<count]) else { return }
      sent += count
    }
  }
}
