import Foundation
import Search
import Testing
import WeatherClientLive

@Suite("WeatherClient.LiveConfiguration")
struct LiveConfigurationTests {
  private typealias Configuration = WeatherClient.LiveConfiguration

  @Test func emptyEnvironmentUsesTheOpenMeteoEndpoints() {
    let configuration = Configuration.fromEnvironment([:])
    #expect(
      configuration.geocodingURL.absoluteString
        == "https://geocoding-api.open-meteo.com/v1/search"
    )
    #expect(configuration.forecastURL.absoluteString == "https://api.open-meteo.com/v1/forecast")
    #expect(configuration.timeout == .seconds(10))
    #expect(configuration.warnings.isEmpty)
  }

  @Test func validOverridesReplaceBothEndpoints() {
    let configuration = Configuration.fromEnvironment([
      "OPEN_METEO_GEOCODING_URL": "http://127.0.0.1:8080/geo",
      "OPEN_METEO_FORECAST_URL": "https://weather.example.com/v1/forecast",
    ])
    #expect(configuration.geocodingURL.absoluteString == "http://127.0.0.1:8080/geo")
    #expect(
      configuration.forecastURL.absoluteString == "https://weather.example.com/v1/forecast"
    )
    #expect(configuration.warnings.isEmpty)
  }

  @Test(arguments: ["not a url", "ftp://example.com/x", "http://", "", "/relative/path"])
  func invalidOverrideKeepsTheDefaultAndWarns(value: String) {
    let configuration = Configuration.fromEnvironment([
      "OPEN_METEO_GEOCODING_URL": value,
      "OPEN_METEO_FORECAST_URL": "http://localhost:9000/forecast",
    ])
    #expect(configuration.geocodingURL == Configuration.defaultGeocodingURL)
    #expect(configuration.forecastURL.absoluteString == "http://localhost:9000/forecast")
    #expect(configuration.warnings.count == 1)
    #expect(configuration.warnings.first?.contains("OPEN_METEO_GEOCODING_URL") == true)
  }
}
