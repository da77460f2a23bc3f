// `URLSession.bytes(from:)`, which download clients written for the reference read progress
// with, served here by a URL protocol that answers in two chunks.
import ComposableArchitecture
import Testing

/// Answers every request with a 200 and the body "hello, world" in two chunks, or fails it
/// when the URL's path is "/fail".
private final class TwoChunkProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, url.path != "/fail" else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
      return
    }
    let response = HTTPURLResponse(
      url: url, statusCode: 200, httpVersion: "HTTP/1.1",
      headerFields: ["Content-Length": "12"])!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data("hello, ".utf8))
    client?.urlProtocol(self, didLoad: Data("world".utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}

struct URLSessionBytesTests {
  let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [TwoChunkProtocol.self]
    return URLSession(configuration: configuration)
  }()

  @Test
  func theBodyArrivesByteByByteAfterTheResponse() async throws {
    let (bytes, response) = try await session.bytes(from: URL(string: "http://example.test/a")!)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(response.expectedContentLength == 12)
    var body: [UInt8] = []
    for try await byte in bytes {
      body.append(byte)
    }
    #expect(String(decoding: body, as: UTF8.self) == "hello, world")
  }

  @Test
  func aFailedRequestThrows() async {
    await #expect(throws: URLError.self) {
      _ = try await session.bytes(from: URL(string: "http://example.test/fail")!)
    }
  }
}
