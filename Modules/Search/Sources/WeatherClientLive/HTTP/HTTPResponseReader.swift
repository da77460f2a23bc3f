import Foundation
import Search

/// Where the bytes of a response come from: a connection, or bytes already in memory.
protocol HTTPByteSource {
  /// Returns the next bytes that arrive, or `nil` at the end of the response.
  mutating func receive() throws -> [UInt8]?
}

extension PlainHTTPConnection: HTTPByteSource {}

/// Bytes in memory, handed out in the pieces they were given in.
struct BytesInMemory: HTTPByteSource {
  var pieces: [[UInt8]]

  mutating func receive() throws -> [UInt8]? {
    pieces.isEmpty ? nil : pieces.removeFirst()
  }
}

/// The status line and header fields of a response.
private struct ResponseHead {
  var status: Int
  /// Field values by lowercased name; a repeated field keeps its last value.
  var fields: [String: String]

  /// The declared `Content-Length`, or `nil` when there is none.
  func contentLength() throws -> Int64? {
    guard let value = fields["content-length"] else { return nil }
    guard let length = Int64(value), length >= 0 else {
      throw WeatherClientError.unreadableResponse(
        "Invalid Content-Length \(value.debugDescription).")
    }
    return length
  }

  var isChunked: Bool {
    fields["transfer-encoding"]?.lowercased().contains("chunked") == true
  }
}

/// Reads a response from a byte source through a buffer.
struct HTTPResponseReader<Source: HTTPByteSource> {
  private var source: Source
  private var buffer: [UInt8] = []

  init(source: Source) {
    self.source = source
  }

  /// Reads the response to a GET of `url`: the body of a 2xx response or the target of a
  /// redirect; any other response throws.
  mutating func outcome(of url: URL, rules: HTTPResponseRules) throws -> PlainHTTPExchange.Outcome {
    let head = try head()
    if [301, 302, 303, 307, 308].contains(head.status),
      let location = head.fields["location"],
      let next = URL(string: location, relativeTo: url)?.absoluteURL
    {
      return .redirect(next)
    }
    let length = try head.contentLength()
    switch rules.check(status: head.status, declaredLength: length ?? -1) {
    case .rejected(let rejection):
      throw rejection
    case .failedStatus(let status):
      let body = try? body(of: head, length: length, rules: rules, failedStatus: status)
      throw WeatherClientError.server(
        status: status, reason: body.flatMap(ServiceErrorBody.reason(in:))
      )
    case nil:
      return .body(try body(of: head, length: length, rules: rules, failedStatus: nil))
    }
  }

  /// Reads and parses the status line and header fields.
  private mutating func head() throws -> ResponseHead {
    let text = try line(through: Array("\r\n\r\n".utf8), limit: PlainHTTPExchange.maximumHeadBytes)
    {
      $0 == 0
        ? "The server closed the connection without answering."
        : "The server closed the connection inside the response head, after \($0) bytes."
    }
    let lines = String(decoding: text, as: UTF8.self).components(separatedBy: "\r\n")
    let statusLine = lines[0].split(separator: " ", maxSplits: 2)
    guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."),
      statusLine[1].count == 3, let status = Int(statusLine[1])
    else {
      throw WeatherClientError.unreadableResponse("The response has no HTTP/1.x status line.")
    }
    var fields: [String: String] = [:]
    for line in lines.dropFirst() where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else {
        throw WeatherClientError.unreadableResponse("Malformed header line in the response.")
      }
      let name = line[..<colon].lowercased()
      fields[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return ResponseHead(status: status, fields: fields)
  }

  /// Reads the body framed as `head` says, checking the size limit as it arrives.
  private mutating func body(
    of head: ResponseHead, length: Int64?, rules: HTTPResponseRules, failedStatus: Int?
  ) throws -> Data {
    var body = Data()
    func append(_ bytes: some Collection<UInt8>) throws {
      body.append(contentsOf: bytes)
      if let overflow = rules.overflow(bodyCount: body.count, failedStatus: failedStatus) {
        throw overflow
      }
    }
    if head.isChunked {
      while true {
        let sizeLine = try line(through: Array("\r\n".utf8), limit: 1_024) { _ in
          "The server closed the connection inside a chunked body."
        }
        let digits = String(decoding: sizeLine, as: UTF8.self).prefix { $0 != ";" }
        guard let size = Int(digits.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0
        else {
          throw WeatherClientError.unreadableResponse("Malformed chunk size in the response.")
        }
        if size == 0 { return body }
        if let overflow = rules.overflow(bodyCount: body.count + size, failedStatus: failedStatus) {
          throw overflow
        }
        try append(try bytes(count: size + 2).dropLast(2))
      }
    }
    if let length {
      var remaining = Int(length)
      try append(buffer.prefix(remaining))
      remaining -= min(remaining, buffer.count)
      buffer = []
      while remaining > 0 {
        guard let chunk = try source.receive() else {
          throw WeatherClientError.network(
            "The server closed the connection after \(Int(length) - remaining) of \(length) body bytes."
          )
        }
        try append(chunk.prefix(remaining))
        remaining -= min(remaining, chunk.count)
      }
      return body
    }
    try append(buffer)
    buffer = []
    while let chunk = try source.receive() {
      try append(chunk)
    }
    return body
  }

  /// Reads up to and including `terminator` and returns what came before it; throws
  /// `.network(closed(bytesSoFar))` when the connection ends first.
  private mutating func line(
    through terminator: [UInt8], limit: Int, closed: (Int) -> String
  ) throws -> [UInt8] {
    while true {
      if let end = buffer.firstRange(of: terminator) {
        let line = Array(buffer[..<end.lowerBound])
        buffer.removeSubrange(..<end.upperBound)
        return line
      }
      guard buffer.count <= limit else {
        throw WeatherClientError.unreadableResponse("A response line is over \(limit) bytes.")
      }
      guard let chunk = try source.receive() else {
        throw WeatherClientError.network(closed(buffer.count))
      }
      buffer += chunk
    }
  }

  /// Reads exactly `count` bytes.
  private mutating func bytes(count: Int) throws -> [UInt8] {
    while buffer.count < count {
      guard let chunk = try source.receive() else {
        throw WeatherClientError.network("The server closed the connection inside a chunked body.")
      }
      buffer += chunk
    }
    defer { buffer.removeSubrange(..<count) }
    return Array(buffer[..<count])
  }
}
