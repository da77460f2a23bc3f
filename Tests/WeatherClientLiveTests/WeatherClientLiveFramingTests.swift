import Foundation
import Search
import TestSupport
import Testing
import WeatherClientLive

/// The live client against responses whose framing is broken or hostile, written byte for byte.
@Suite("WeatherClient.live and malformed response framing")
struct WeatherClientLiveFramingTests {
  private func search(_ response: ScriptedResponse) async throws -> GeocodingSearch {
    let server = try LoopbackHTTPServer(routes: ["/v1/search": response])
    defer { server.stop() }
    let client = WeatherClient.live(
      configuration: .init(geocodingURL: server.url("/v1/search"), timeout: .seconds(5))
    )
    return try await client.search("Seoul")
  }

  @Test func chunkSizeThatOverflowsTheBodyLengthIsUnreadable() async throws {
    let response = ScriptedResponse.raw(
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n7fffffffffffffff\r\n"
    )
    let error = await #expect(throws: WeatherClientError.self) { try await search(response) }
    guard case .unreadableResponse = error else {
      Issue.record("Expected .unreadableResponse, got \(String(describing: error))")
      return
    }
  }

  @Test func chunkSizeThatOverflowsAnErrorBodyKeepsTheStatus() async throws {
    let response = ScriptedResponse.raw(
      "HTTP/1.1 500 Oops\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n7fffffffffffffff\r\n"
    )
    await #expect(throws: WeatherClientError.server(status: 500)) {
      try await search(response)
    }
  }
}
