import AppEngine
import AppRoot
import AppShell
import Search

extension AppDefinition where R == AppFeature {
  /// The place name the hostile weather service answers every search with: markup that would
  /// run script if a page took it for HTML, or ended its data early.
  /// A line separator ends it, which some JavaScript parsers take for the end of a line.
  static let hostilePlaceName = "</script><img src=x onerror=alert(1)>\u{2028}"

  /// The showcase app whose weather service answers every search with one place named
  /// ``hostilePlaceName``, in a country named with markup too.
  static var hostileWeather: Self {
    answeringEverySearch(withPlaceNamed: hostilePlaceName, in: "<b>Nowhere</b>")
  }

  /// The showcase app whose weather service answers every search with one place named `name`
  /// in `country`.
  static func answeringEverySearch(withPlaceNamed name: String, in country: String) -> Self {
    var definition = AppDefinition.showcase
    let prepare = definition.prepareDependencies
    definition.prepareDependencies = { values, mode, clock in
      prepare(&values, mode, clock)
      values.weatherClient = WeatherClient(
        forecast: WeatherClient.previewValue.forecast,
        search: { _ in
          GeocodingSearch(results: [
            GeocodingSearch.Result(country: country, latitude: 0, longitude: 0, id: 1, name: name)
          ])
        })
    }
    return definition
  }
}
