import Foundation
import Search
import Testing

@Suite("WeatherClientError")
struct WeatherClientErrorTests {
  @Test func messagesAreShortAndUserFacing() {
    #expect(
      WeatherClientError.network("URLError -1004").localizedDescription
        == "The weather service could not be reached."
    )
    #expect(
      WeatherClientError.server(status: 503).localizedDescription
        == "The weather service is having trouble (HTTP 503)."
    )
    #expect(
      WeatherClientError.server(status: 400, reason: "Latitude must be in range of -90 to 90°.")
        .localizedDescription
        == "The weather service could not answer (HTTP 400): Latitude must be in range of -90 to 90°."
    )
    #expect(
      WeatherClientError.unreadableResponse("time: bad date").localizedDescription
        == "The weather service sent a response we could not read."
    )
    #expect(
      WeatherClientError.timedOut.localizedDescription
        == "The weather service took too long to answer."
    )
    #expect(
      WeatherClientError.responseTooLarge.localizedDescription
        == "The weather service sent more data than expected."
    )
  }
}
