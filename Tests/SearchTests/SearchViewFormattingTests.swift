import Foundation
import Search
import Testing

@Suite("SearchView formatting")
struct SearchViewFormattingTests {
  private typealias Weather = SearchFeature.State.Weather

  @Test func daysReadTheSameEverywhere() {
    let weather = Weather(id: 1, forecast: .mock)
    let lines = weather.days.indices.map { weather.days[$0].summary(isToday: $0 == 0) }
    #expect(
      lines == [
        "Today: max 90°F, min 70°F",
        "Fri 2 Jan: max 70°F, min 50°F",
        "Sat 3 Jan: max 100°F, min 80°F",
      ])
  }

  @Test func temperaturesKeepOneDecimal() {
    let day = Weather.Day(
      date: Date(timeIntervalSince1970: 1_767_225_600), temperatureMax: 21.44,
      temperatureMaxUnit: "°C", temperatureMin: -3.5, temperatureMinUnit: "°C")
    #expect(day.summary(isToday: false) == "Thu 1 Jan: max 21.4°C, min -3.5°C")
  }

  @Test func displayNameSkipsRepeatsAndMissingParts() {
    let place = GeocodingSearch.Result(
      country: "Singapore", latitude: 1.29, longitude: 103.85, id: 1, name: "Singapore")
    #expect(place.displayName == "Singapore")
    var seoul = place
    seoul.name = "Seoul"
    seoul.admin1 = "Seoul"
    seoul.country = "South Korea"
    #expect(seoul.displayName == "Seoul, South Korea")
    seoul.admin1 = ""
    #expect(seoul.displayName == "Seoul, South Korea")
    #expect(GeocodingSearch.mock.results[0].displayName == "Brooklyn, United States")
  }
}
