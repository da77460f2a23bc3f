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
  let pieces: [[UInt8]]
  private var next = 0

  init(pieces: [[UInt8]]) {
    self.pieces = pieces
  }

  mutating func receive() throws -> [UInt8]? {
    guard next < pieces.count else { return nil }
    defer { next += 1 }
    return pieces[next]
  }
}

/// The status line and header fields of a response.
private struct ResponseHead {
  var status: Int
  /// The values of each field by lowercased name, in the order they came.
  var fields: [String: [String]]

  /// The value of the field `name`, or `nil` when it is absent; a repeated field reads as its
  /// values joined with commas, as HTTP combines them.
  func field(_ name: String) -> String? {
    fields[name]?.joined(separator: ", ")
  }

  /// How the body is delimited: chunks when `Transfer-Encoding` is `chunked`, else the
  /// `Content-Length`, else the end of the connection. A response with both fields, another
  /// transfer coding, or a length that is not one number of ASCII digits fitting an `Int` is
  /// unreadable.
  func framing() throws -> BodyFraming {
    if let codings = field("transfer-encoding") {
      guard fields["content-length"] == nil else {
        throw WeatherClientError.unreadableResponse(
          "The response has both Transfer-Encoding and Content-Length.")
      }
      guard listItems(codings).map({ $0.lowercased() }) == ["chunked"] else {
        throw WeatherClientError.unreadableResponse(
          "Unsupported Transfer-Encoding \(codings.debugDescription).")
      }
      return .chunked
    }
    guard let value = field("content-length") else { return .untilClose }
    // A repeated Content-Length is accepted only when every value is the same.
    let lengths = listItems(value)
    guard let first = lengths.first, lengths.allSatisfy({ $0 == first }),
      let length = wireNumber(first.utf8, radix: 10)
    else {
      throw WeatherClientError.unreadableResponse(
        "Invalid Content-Length \(value.debugDescription).")
    }
    return .length(length)
  }

  private func listItems(_ value: String) -> [String] {
    value.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .httpBlanks)
    }
  }
}

/// How the end of a response body is found.
private enum BodyFraming: Equatable {
  case chunked
  /// Exactly this many bytes, from a checked `Content-Length`.
  case length(Int)
  /// Everything until the server closes the connection.
  case untilClose
}

/// Reads a response from a byte source through a buffer.
///
/// Every number on the wire (status, `Content-Length`, chunk sizes) must be plain ASCII digits
/// that fit in an `Int`, and is checked against the size limit before any arithmetic; chunk
/// sizes whose sum does not fit in an `Int` make the response unreadable.
struct HTTPResponseReader<Source: HTTPByteSource> {
  private var source: Source
  private var buffer: ArraySlice<UInt8> = []

  init(source: Source) {
    self.source = source
  }

  /// Reads the response to a GET of `url`: the body of a 2xx response or the target of a
  /// redirect; any other response throws.
  mutating func outcome(of url: URL, rules: HTTPResponseRules) throws -> PlainHTTPExchange.Outcome {
    let head = try head()
    if [301, 302, 303, 307, 308].contains(head.status), let locations = head.fields["location"] {
      return .redirect(try redirectTarget(locations, from: url))
    }
    let framing = try head.framing()
    let declaredLength: Int64 = if case .length(let length) = framing { Int64(length) } else { -1 }
    switch rules.check(status: head.status, declaredLength: declaredLength) {
    case .rejected(let rejection):
      throw rejection
    case .failedStatus(let status):
      let body = try? body(framing, rules: rules, failedStatus: status)
      throw WeatherClientError.server(
        status: status, reason: body.flatMap(ServiceErrorBody.reason(in:))
      )
    case nil:
      return .body(try body(framing, rules: rules, failedStatus: nil))
    }
  }

  /// The URL a redirect's `Location` field points to, resolved against `url`; an unreadable
  /// response unless there is one such field and it is an `http` or `https` URL.
  private func redirectTarget(_ locations: [String], from url: URL) throws -> URL {
    guard locations.count == 1, let location = locations.first else {
      throw WeatherClientError.unreadableResponse("The redirect has several Location fields.")
    }
    guard let target = URL(string: location, relativeTo: url)?.absoluteURL,
      ["http", "https"].contains(target.scheme?.lowercased())
    else {
      throw WeatherClientError.unreadableResponse(
        "The server redirected to \(location.debugDescription), which is not an http(s) URL.")
    }
    return target
  }

  /// Reads and parses the status line and header fields.
  private mutating func head() throws -> ResponseHead {
    let text = try line(through: Array("\r\n\r\n".utf8), limit: PlainHTTPExchange.maximumHeadBytes)
    {
      $0 == 0
        ? "The server closed the connection without answering."
        : "The server closed the connection inside the response head, after \($0) bytes."
    }
    guard !text.contains(0) else {
      throw WeatherClientError.unreadableResponse("The response head holds a NUL byte.")
    }
    let lines = String(decoding: text, as: UTF8.self).components(separatedBy: "\r\n")
    guard !lines.contains(where: { $0.utf8.contains { $0 == 13 || $0 == 10 } }) else {
      throw WeatherClientError.unreadableResponse("The response head holds a bare CR or LF.")
    }
    let statusLine = lines[0].split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard statusLine.count >= 2, statusLine[0].utf8.count == 8, statusLine[0].hasPrefix("HTTP/1."),
      statusLine[0].utf8.last.map(\.isASCIIDigit) == true,
      statusLine[1].utf8.count == 3, let status = wireNumber(statusLine[1].utf8, radix: 10)
    else {
      throw WeatherClientError.unreadableResponse("The response has no HTTP/1.x status line.")
    }
    guard lines.count - 1 <= PlainHTTPExchange.maximumHeaderFields else {
      throw WeatherClientError.unreadableResponse(
        "The response has more than \(PlainHTTPExchange.maximumHeaderFields) header fields.")
    }
    var fields: [String: [String]] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon > line.startIndex,
        line[..<colon].utf8.allSatisfy(\.isHTTPTokenCharacter)
      else {
        throw WeatherClientError.unreadableResponse("Malformed header line in the response.")
      }
      fields[line[..<colon].lowercased(), default: []].append(
        line[line.index(after: colon)...].trimmingCharacters(in: .httpBlanks))
    }
    return ResponseHead(status: status, fields: fields)
  }

  /// Reads the body framed as `framing` says, checking the size limit before and as it arrives.
  private mutating func body(
    _ framing: BodyFraming, rules: HTTPResponseRules, failedStatus: Int?
  ) throws -> Data {
    var body = Data()
    func append(_ bytes: some Collection<UInt8>) throws {
      body.append(contentsOf: bytes)
      if let overflow = rules.overflow(bodyCount: body.count, failedStatus: failedStatus) {
        throw overflow
      }
    }
    switch framing {
    case .chunked:
      while true {
        let size = try chunkSize()
        if size == 0 { return body }
        let (total, isBeyondInt) = body.count.addingReportingOverflow(size)
        guard !isBeyondInt else {
          throw WeatherClientError.unreadableResponse(
            "The chunk sizes in the response add up to more than an Int holds.")
        }
        if let overflow = rules.overflow(bodyCount: total, failedStatus: failedStatus) {
          throw overflow
        }
        try append(try bytes(count: size))
        guard try bytes(count: 2).elementsEqual("\r\n".utf8) else {
          throw WeatherClientError.unreadableResponse(
            "A chunk in the response is longer than its size.")
        }
      }
    case .length(let length):
      if let overflow = rules.overflow(bodyCount: length, failedStatus: failedStatus) {
        throw overflow
      }
      var remaining = length
      let buffered = buffer.prefix(remaining)
      try append(buffered)
      remaining -= buffered.count
      buffer = []
      while remaining > 0 {
        guard let chunk = try source.receive() else {
          throw WeatherClientError.network(
            "The server closed the connection after \(length - remaining) of \(length) body bytes."
          )
        }
        let part = chunk.prefix(remaining)
        try append(part)
        remaining -= part.count
      }
      return body
    case .untilClose:
      try append(buffer)
      buffer = []
      while let chunk = try source.receive() {
        try append(chunk)
      }
      return body
    }
  }

  /// Reads a chunk-size line: hexadecimal digits that fit in an `Int`, then optionally
  /// extensions after a semicolon, which are ignored.
  private mutating func chunkSize() throws -> Int {
    let sizeLine = try line(through: Array("\r\n".utf8), limit: 1_024) { _ in
      "The server closed the connection inside a chunked body."
    }
    var digits = sizeLine.prefix { $0 != UInt8(ascii: ";") }
    while digits.last?.isHTTPBlank == true { digits.removeLast() }
    guard !sizeLine.contains(where: { $0 == 0 || $0 == 13 || $0 == 10 }),
      let size = wireNumber(digits, radix: 16)
    else {
      throw WeatherClientError.unreadableResponse("Malformed chunk size in the response.")
    }
    return size
  }

  /// Reads up to and including `terminator` and returns what came before it, at most `limit`
  /// bytes; throws `.network(closed(bytesSoFar))` when the connection ends first.
  private mutating func line(
    through terminator: [UInt8], limit: Int, closed: (Int) -> String
  ) throws -> [UInt8] {
    var searchStart = buffer.startIndex
    while true {
      if let end = buffer[searchStart...].firstRange(of: terminator) {
        guard end.lowerBound - buffer.startIndex <= limit else { break }
        let line = Array(buffer[..<end.lowerBound])
        buffer = buffer[end.upperBound...]
        return line
      }
      guard buffer.count <= limit else { break }
      // The terminator may start in the bytes already searched, but not before these.
      searchStart = max(buffer.startIndex, buffer.endIndex - (terminator.count - 1))
      guard let chunk = try source.receive() else {
        throw WeatherClientError.network(closed(buffer.count))
      }
      buffer += chunk
    }
    throw WeatherClientError.unreadableResponse("A response line is over \(limit) bytes.")
  }

  /// Reads exactly `count` bytes.
  private mutating func bytes(count: Int) throws -> ArraySlice<UInt8> {
    while buffer.count < count {
      guard let chunk = try source.receive() else {
        throw WeatherClientError.network("The server closed the connection inside a chunked body.")
      }
      buffer += chunk
    }
    defer { buffer = buffer.dropFirst(count) }
    return buffer.prefix(count)
  }
}

/// Reads a number written only with ASCII digits of `radix` (10 or 16): no sign, no space, not
/// empty; `nil` when it is not one or does not fit in an `Int`.
private func wireNumber(_ digits: some Collection<UInt8>, radix: Int) -> Int? {
  let isDigit: (UInt8) -> Bool = radix == 16 ? \.isASCIIHexDigit : \.isASCIIDigit
  guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
  return Int(String(decoding: digits, as: UTF8.self), radix: radix)
}

extension CharacterSet {
  /// A space and a horizontal tab: the white space HTTP allows around field values.
  fileprivate static let httpBlanks = CharacterSet(charactersIn: " \t")
}

extension UInt8 {
  fileprivate var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

  fileprivate var isASCIIHexDigit: Bool {
    isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20)
  }

  /// A space or a horizontal tab: the white space HTTP allows before a chunk's extensions.
  fileprivate var isHTTPBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }

  /// A character of an HTTP token (RFC 9110 `tchar`), the characters of a field name.
  fileprivate var isHTTPTokenCharacter: Bool {
    isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20)
      || Array("!#$%&'*+-.^_`|~".utf8).contains(self)
  }
}
