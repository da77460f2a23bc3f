import Foundation
import Search
import Testing

@Suite("WeatherClient.previewValue")
struct WeatherClientPreviewTests {
  private let client = WeatherClient.previewValue

  @Test func commonPrefixFindsSeveralCities() async throws {
    let names = try await client.search("San").results.map(\.name)
    #expect(
      Set(["San Francisco", "San Diego", "San Jose", "San Antonio", "Santiago"])
        .isSubset(of: Set(names))
    )
  }

  @Test func searchIgnoresCaseAndDiacritics() async throws {
    #expect(try await client.search("sao paulo").results.map(\.name) == ["São Paulo"])
    #expect(try await client.search("SEOUL").results.map(\.name) == ["Seoul"])
  }

  @Test(arguments: ["zzz", "", "   "])
  func unmatchedOrBlankQueryFindsNothing(query: String) async throws {
    #expect(try await client.search(query).results.isEmpty)
  }

  @Test func idsAreUnique() async throws {
    let all = try await client.search("a").results + client.search("o").results
    let byID = Dictionary(grouping: all, by: \.id)
    #expect(byID.values.allSatisfy { Set($0).count == 1 })
  }

  @Test func forecastIsSevenDaysFromNewYear2026() async throws {
    let seoul = try #require(try await client.search("Seoul").results.first)
    let forecast = try await client.forecast(seoul)
    let start = try #require(ISO8601DateFormatter().date(from: "2026-01-01T00:00:00Z"))
    #expect(forecast.daily.time == (0..<7).map { start.addingTimeInterval(Double($0) * 86_400) })
    #expect(forecast.daily.temperatureMax.count == 7)
    #expect(forecast.daily.temperatureMin.count == 7)
    let highs = forecast.daily.temperatureMax.compactMap { $0 }
    let lows = forecast.daily.temperatureMin.compactMap { $0 }
    #expect(highs.count == 7 && lows.count == 7)
    #expect(zip(highs, lows).allSatisfy(>))
    #expect(forecast.dailyUnits == .init(temperatureMax: "°C", temperatureMin: "°C"))
  }

  @Test func forecastIsDeterministicAndFollowsTheClimate() async throws {
    let seoul = try #require(try await client.search("Seoul").results.first)
    let singapore = try #require(try await client.search("Singapore").results.first)
    let sydney = try #require(try await client.search("Sydney").results.first)
    #expect(try await client.forecast(seoul) == client.forecast(seoul))
    let seoulHigh =
      try await client.forecast(seoul).daily.temperatureMax.compactMap { $0 }.max() ?? 0
    let singaporeLow =
      try await client.forecast(singapore).daily.temperatureMin.compactMap { $0 }.min() ?? 0
    let sydneyLow =
      try await client.forecast(sydney).daily.temperatureMin.compactMap { $0 }.min() ?? 0
    #expect(seoulHigh < singaporeLow)
    #expect(seoulHigh < sydneyLow)
  }
}
