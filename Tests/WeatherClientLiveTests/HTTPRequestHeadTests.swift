import Foundation
import Search
import TestSupport
import Testing
import WeatherClientLive

/// What the plain HTTP client writes: nothing from a URL, header or redirect may end or split
/// the request line or a header field.
@Suite("HTTP request head")
struct HTTPRequestHeadTests {
  private func client(_ server: LoopbackHTTPServer) -> WeatherClient {
    .live(configuration: .init(geocodingURL: server.url("/v1/search"), timeout: .seconds(5)))
  }

  /// Redirects the search to `location`, and returns the head the server received for it and
  /// the server's port.
  private func headSent(
    afterRedirectTo location: String
  ) async throws -> (head: String, port: UInt16) {
    var moved = ScriptedResponse.json("", status: 302)
    moved.delivery = .redirect(location: location)
    let server = try LoopbackHTTPServer(routes: ["/v1/search": moved])
    defer { server.stop() }
    _ = try? await client(server).search("Seoul")
    let requests = server.requests
    try #require(requests.count == 2)
    return (requests[1].head, server.port)
  }

  private func expectedHead(_ target: String, port: UInt16) -> String {
    "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: application/json\r\n"
      + "Connection: close\r\n\r\n"
  }

  @Test func redirectWithAnEncodedCRLFCannotInjectAHeaderOrARequest() async throws {
    let location = "/v1/a%0D%0AInjected:%20yes%0D%0A%0D%0AGET%20/smuggled"
    var moved = ScriptedResponse.json("", status: 302)
    moved.delivery = .redirect(location: location)
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": moved, location: .json(#"{"results":[]}"#),
    ])
    defer { server.stop() }
    #expect(try await client(server).search("Seoul").results == [])
    #expect(server.requests.map(\.path) == ["/v1/search", location])
    #expect(server.requests.last?.head == expectedHead(location, port: server.port))
  }

  @Test(arguments: [
    ("/v1/a b", "/v1/a%20b"),
    ("/v1/a%00b", "/v1/a%00b"),
    ("/v1/a%0Ab?x=%0D%0A", "/v1/a%0Ab?x=%0D%0A"),
    ("/v1/%09/%20HTTP/1.1", "/v1/%09/%20HTTP/1.1"),
    ("/v1/é", "/v1/%C3%A9"),
  ])
  func redirectTargetKeepsItsPercentEncoding(location: String, target: String) async throws {
    let (head, port) = try await headSent(afterRedirectTo: location)
    #expect(head == expectedHead(target, port: port))
  }

  @Test(arguments: ["file:///etc/passwd", "ftp://127.0.0.1/x", "data:,x"])
  func redirectToAnotherSchemeIsRefused(location: String) async throws {
    var moved = ScriptedResponse.json("", status: 301)
    moved.delivery = .redirect(location: location)
    let server = try LoopbackHTTPServer(routes: ["/v1/search": moved])
    defer { server.stop() }
    await #expect(
      throws: WeatherClientError.unreadableResponse(
        "The server redirected to \(location.debugDescription), which is not an http(s) URL.")
    ) {
      try await client(server).search("Seoul")
    }
  }

  @Test func redirectWithSeveralLocationsIsRefused() async throws {
    let response = ScriptedResponse.raw(
      "HTTP/1.1 302 Found\r\nLocation: /a\r\nLocation: /b\r\nContent-Length: 0\r\n\r\n")
    let server = try LoopbackHTTPServer(routes: ["/v1/search": response])
    defer { server.stop() }
    await #expect(
      throws: WeatherClientError.unreadableResponse("The redirect has several Location fields.")
    ) {
      try await client(server).search("Seoul")
    }
    #expect(server.requests.count == 1)
  }

  @Test func urlKeepsItsPercentEncodingAndNamesItsPort() throws {
    let url = try #require(URL(string: "http://example.test:8080/v1/a%0D%0Ab%20c?q=%0A&r=1"))
    let head = try HTTPRequestHead(get: url)
    #expect(head.host == "example.test")
    #expect(head.port == 8080)
    #expect(
      head.text
        == "GET /v1/a%0D%0Ab%20c?q=%0A&r=1 HTTP/1.1\r\nHost: example.test:8080\r\n"
        + "Accept: application/json\r\nConnection: close\r\n\r\n")
  }

  @Test func defaultPortIsNotNamedAndIPv6IsBracketed() throws {
    let plain = try HTTPRequestHead(get: try #require(URL(string: "http://example.test")))
    #expect(plain.port == 80)
    #expect(plain.text.hasPrefix("GET / HTTP/1.1\r\nHost: example.test\r\n"))
    let ipv6 = try HTTPRequestHead(get: try #require(URL(string: "http://[::1]:8080/x")))
    #expect(ipv6.host == "::1")
    #expect(ipv6.text.hasPrefix("GET /x HTTP/1.1\r\nHost: [::1]:8080\r\n"))
  }

  @Test(arguments: [
    "http://exa%0D%0Ample.test/x", "http://h%20x/x", "http://a,b/x", "http://[fe80::1%25eth0]/x",
  ])
  func hostThatIsNotANameOrAnAddressIsRefused(text: String) throws {
    let url = try #require(URL(string: text))
    #expect(throws: WeatherClientError.self) { try HTTPRequestHead(get: url) }
  }

  @Test(arguments: [
    "/a b", "/a\r\nX: y", "/a\nb", "/a\u{0}b", "/a\tb", "/a\u{7F}", "/é", "/a#b", "a", "",
    "/a HTTP/1.1\r\n\r\nGET /b",
  ])
  func targetWithAByteNotAllowedThereIsRefused(target: String) {
    #expect(throws: WeatherClientError.self) {
      try HTTPRequestHead(target: target, host: "example.test", port: nil)
    }
  }

  @Test(arguments: ["exa\r\nmple.test", "a b", "", "a/b", "a:b:z", "a\u{0}"])
  func hostWithAByteNotAllowedThereIsRefused(host: String) {
    #expect(throws: WeatherClientError.self) {
      try HTTPRequestHead(target: "/", host: host, port: nil)
    }
  }
}
