import Foundation
import Search
import Testing
import WeatherClientLive

/// The plain HTTP client's response reader, fed bytes in memory: whole, and one byte at a time.
@Suite("HTTP response reader")
struct HTTPResponseReaderTests {
  private static let url = URL(string: "http://example.test/v1/search")!

  /// Reads `response` with a body limit of `maximumBytes`, whole and byte by byte, and returns
  /// the outcome, which must be the same both ways.
  private func read(
    _ response: String, maximumBytes: Int = 1_000
  ) throws -> PlainHTTPExchange.Outcome {
    let bytes = Array(response.utf8)
    let whole = Result {
      try PlainHTTPExchange.outcome(ofResponse: [bytes], to: Self.url, maximumBytes: maximumBytes)
    }
    let byByte = Result {
      try PlainHTTPExchange.outcome(
        ofResponse: bytes.map { [$0] }, to: Self.url, maximumBytes: maximumBytes)
    }
    #expect(String(describing: whole) == String(describing: byByte))
    return try whole.get()
  }

  private func expectUnreadable(
    _ response: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let error = #expect(throws: WeatherClientError.self, sourceLocation: sourceLocation) {
      try read(response)
    }
    guard case .unreadableResponse = error else {
      Issue.record(
        "Expected .unreadableResponse, got \(String(describing: error))",
        sourceLocation: sourceLocation)
      return
    }
  }

  @Test func chunkedBodyWithExtensionsAndHexInEitherCase() throws {
    let response =
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: Chunked\r\n\r\n"
      + "5;name=value\r\nhello\r\nA \t; x\r\n0123456789\r\n0\r\n\r\n"
    #expect(try read(response) == .body(Data("hello0123456789".utf8)))
  }

  @Test func lengthAndCloseDelimitedBodies() throws {
    #expect(
      try read("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello and more")
        == .body(Data("hello".utf8)))
    #expect(
      try read("HTTP/1.1 200 OK\r\nContent-Length: 5\r\ncontent-length: 5 , 5\r\n\r\nhello")
        == .body(Data("hello".utf8)))
    #expect(try read("HTTP/1.0 200\r\nX: y\r\n\r\nuntil close") == .body(Data("until close".utf8)))
  }

  @Test(arguments: [
    // A chunk size that, added to the body so far, does not fit in an Int (it trapped).
    "1\r\n{\r\n7fffffffffffffff\r\n",
    "1\r\n{\r\nffffffffffffffff\r\n",
    "10000000000000000\r\n",
    // Sizes that are not plain hexadecimal digits.
    "+5\r\nhello\r\n0\r\n\r\n",
    "-0\r\n\r\n",
    " 5\r\nhello\r\n0\r\n\r\n",
    "0x5\r\nhello\r\n0\r\n\r\n",
    ";\r\n",
    // A chunk longer than its size.
    "5\r\nhelloXY\r\n0\r\n\r\n",
  ])
  func malformedChunkIsUnreadable(chunks: String) {
    expectUnreadable("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks)
  }

  @Test func malformedChunkOfAnErrorBodyKeepsTheStatus() {
    #expect(throws: WeatherClientError.server(status: 503)) {
      try read(
        "HTTP/1.1 503 No\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n7fffffffffffffff\r\n")
    }
  }

  @Test func chunkOrLengthOverTheLimitIsTooLarge() {
    #expect(throws: WeatherClientError.responseTooLarge) {
      try read("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n7fffffffffffffff\r\n")
    }
    #expect(throws: WeatherClientError.responseTooLarge) {
      try read("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3e8\r\n", maximumBytes: 999)
    }
    #expect(throws: WeatherClientError.responseTooLarge) {
      try read("HTTP/1.1 200 OK\r\nContent-Length: 9223372036854775807\r\n\r\n")
    }
    #expect(throws: WeatherClientError.server(status: 500)) {
      try read("HTTP/1.1 500 No\r\nContent-Length: 9223372036854775807\r\n\r\n{}")
    }
  }

  @Test(arguments: [
    "Content-Length: +5",
    "Content-Length: -0",
    "Content-Length: 5e0",
    "Content-Length: 9223372036854775808",
    "Content-Length: 5\r\nContent-Length: 7",
    "Content-Length: 5, 7",
    "Content-Length: ",
    "Transfer-Encoding: chunked\r\nContent-Length: 5",
    "Transfer-Encoding: gzip",
    "Transfer-Encoding: gzip, chunked",
  ])
  func unusableFramingIsUnreadable(fields: String) {
    expectUnreadable("HTTP/1.1 200 OK\r\n\(fields)\r\n\r\nhello")
  }

  @Test(arguments: [
    "HTTP/1.1 +20 OK", "HTTP/1.1 2000 OK", "HTTP/1.1 20 OK", "HTTP/2 200 OK", "HTTP/1.1  200 OK",
    "http/1.1 200 OK", "HTTP/1.x 200 OK",
  ])
  func malformedStatusLineIsUnreadable(statusLine: String) {
    expectUnreadable("\(statusLine)\r\nContent-Length: 2\r\n\r\n{}")
  }

  @Test(arguments: [
    "Content-Length : 2", " Content-Length: 2", "X: a\r\n folded", "No colon", ": empty name",
    "X: a\nContent-Length: 2", "X: a\rb", "X: a\u{0}b",
  ])
  func malformedHeaderLineIsUnreadable(field: String) {
    expectUnreadable("HTTP/1.1 200 OK\r\n\(field)\r\n\r\n{}")
  }

  @Test func headerFieldCountIsCapped() throws {
    let fields = { (count: Int) in
      (0..<count).map { "X-\($0): y\r\n" }.joined()
    }
    let limit = PlainHTTPExchange.maximumHeaderFields
    #expect(
      try read("HTTP/1.1 200 OK\r\n\(fields(limit - 1))Content-Length: 0\r\n\r\n") == .body(Data()))
    expectUnreadable("HTTP/1.1 200 OK\r\n\(fields(limit))Content-Length: 0\r\n\r\n")
  }

  /// Many small chunks that arrive together with a large one: reading each small chunk must
  /// not copy the bytes after it (that took over a minute here).
  @Test(.timeLimit(.minutes(1)))
  func smallChunksBeforeALargeOneAreReadWithoutCopyingWhatFollows() throws {
    let smallCount = 20_000
    let largeSize = 20_000_000
    let chunks =
      Array(String(repeating: "1\r\nx\r\n", count: smallCount).utf8)
      + Array("\(String(largeSize, radix: 16))\r\n".utf8)
      + [UInt8](repeating: UInt8(ascii: "y"), count: largeSize) + Array("\r\n0\r\n\r\n".utf8)
    let response = Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8) + chunks
    let start = ContinuousClock.now
    let outcome = try PlainHTTPExchange.outcome(
      ofResponse: [response], to: Self.url, maximumBytes: 25_000_000)
    #expect(ContinuousClock.now - start < .seconds(8))
    #expect(
      outcome
        == .body(
          Data(repeating: UInt8(ascii: "x"), count: smallCount)
            + Data(repeating: UInt8(ascii: "y"), count: largeSize)))
  }

  @Test func headOverTheLimitIsUnreadable() {
    let field = "X: " + String(repeating: "y", count: PlainHTTPExchange.maximumHeadBytes) + "\r\n"
    expectUnreadable("HTTP/1.1 200 OK\r\n\(field)\r\n{}")
  }
}
