import Foundation
import Search
import Testing

@Suite("OpenMeteoJSON")
struct OpenMeteoJSONTests {
  @Test func forecastRoundTripsWithTheAPIKeysAndDayDates() throws {
    let data = try OpenMeteoJSON.encoder().encode(Forecast.mock)
    let json = String(decoding: data, as: UTF8.self)
    #expect(json.contains(#""daily_units""#))
    #expect(json.contains(#""temperature_2m_max""#))
    #expect(json.contains(#""1970-01-02""#))
    #expect(try OpenMeteoJSON.decoder().decode(Forecast.self, from: data) == .mock)
  }

  @Test func searchRoundTrips() throws {
    let data = try OpenMeteoJSON.encoder().encode(GeocodingSearch.mock)
    #expect(try OpenMeteoJSON.decoder().decode(GeocodingSearch.self, from: data) == .mock)
  }

  @Test func dateThatIsNotADayIsRejected() {
    let body = Data(
      #"""
      {"daily_units":{"temperature_2m_max":"°C","temperature_2m_min":"°C"},
       "daily":{"time":["2026-01-01T00:00"],"temperature_2m_max":[1],"temperature_2m_min":[0]}}
      """#.utf8
    )
    #expect(throws: DecodingError.self) {
      try OpenMeteoJSON.decoder().decode(Forecast.self, from: body)
    }
  }
}
