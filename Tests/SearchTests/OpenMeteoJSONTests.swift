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

  /// A geocoding response whose results have these ids, named after their position.
  private func searchResponse(ids: [Int]) -> Data {
    let results = ids.enumerated().map { index, id in
      #"{"id":\#(id),"name":"Place \#(index)","latitude":1,"longitude":2,"country":"C"}"#
    }
    return Data(#"{"results":[\#(results.joined(separator: ","))]}"#.utf8)
  }

  /// A forecast response of `count` days, each dated 2026-01-01.
  private func forecastResponse(days count: Int) -> Data {
    let days = Array(repeating: #""2026-01-01""#, count: count).joined(separator: ",")
    let temperatures = Array(repeating: "1.5", count: count).joined(separator: ",")
    return Data(
      #"""
      {"daily_units":{"temperature_2m_max":"°C","temperature_2m_min":"°C"},
       "daily":{"time":[\#(days)],
       "temperature_2m_max":[\#(temperatures)],"temperature_2m_min":[\#(temperatures)]}}
      """#.utf8)
  }

  @Test func searchKeepsTheFirstResultOfEachID() throws {
    let search = try OpenMeteoJSON.decoder().decode(
      GeocodingSearch.self, from: searchResponse(ids: [7, 8, 7, 9, 8]))
    #expect(search.results.map(\.id) == [7, 8, 9])
    #expect(search.results.map(\.name) == ["Place 0", "Place 1", "Place 3"])
  }

  @Test func searchReadsOnlyTheFirstResultsUpToTheLimit() throws {
    let limit = GeocodingSearch.maximumResults
    let search = try OpenMeteoJSON.decoder().decode(
      GeocodingSearch.self, from: searchResponse(ids: Array(1...(limit + 50))))
    #expect(search.results.map(\.id) == Array(1...limit))
  }

  @Test func searchWithNullResultsIsEmpty() throws {
    let body = Data(#"{"results":null}"#.utf8)
    #expect(try OpenMeteoJSON.decoder().decode(GeocodingSearch.self, from: body).results == [])
  }

  @Test func forecastOfTheMostDaysDecodes() throws {
    let forecast = try OpenMeteoJSON.decoder().decode(
      Forecast.self, from: forecastResponse(days: Forecast.Daily.maximumDays))
    #expect(forecast.daily.time.count == Forecast.Daily.maximumDays)
    #expect(forecast.daily.temperatureMax.allSatisfy { $0 == 1.5 })
  }

  @Test(arguments: [Forecast.Daily.maximumDays + 1, 100_000])
  func forecastOfMoreDaysIsRejected(days: Int) {
    #expect(throws: DecodingError.self) {
      try OpenMeteoJSON.decoder().decode(Forecast.self, from: forecastResponse(days: days))
    }
  }
}
