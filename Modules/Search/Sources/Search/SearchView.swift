import Foundation
import HeadlessUI
import Runtime

/// The search screen: a search field, the places found, and the forecast of the tapped place,
/// written as seed 004 writes it: the body reads the store (`store.results`), the field is
/// `$store.searchQuery.sending(\.searchQueryChanged)`, and the view debounces the search.
///
/// ```swift
/// let store = Store(initialState: SearchFeature.State()) { SearchFeature() }
/// let host = ViewHost(SearchView(store: store))
/// try host.type("Search", "Seoul")
/// ```
///
/// The screen it renders:
///
/// ```text
/// == Search ==
/// Type a city to search; tap a result to see its week of weather.
/// Search: [Seoul]
/// (Seoul, South Korea)  ⏳
/// Weather API provided by Open-Meteo
/// ```
///
/// `.task(id: store.searchQuery)` starts again whenever the query changes; it waits
/// ``debounceDuration`` and then sends `.searchQueryChangeDebounced`, so a burst of typing makes
/// one search, for the last query. The wait is on the `continuousClock` dependency (seed 004
/// calls `Task.sleep`), so tests and scripts move through it on virtual time.
public struct SearchView: View {
  /// The label of the search field, used to drive it: `try host.type("Search", "Seoul")`.
  public static let searchFieldLabel = "Search"
  /// The label of the button that adds the place whose forecast is shown to the favorites.
  public static let addToFavoritesLabel = "Add to favorites"
  /// How long the query must stay unchanged before it is searched.
  public static let debounceDuration = Duration.milliseconds(300)

  @Bindable var store: StoreOf<SearchFeature>
  @Dependency(\.continuousClock) var clock

  /// Creates the screen for `store`.
  public init(store: StoreOf<SearchFeature>) {
    self.store = store
  }

  /// The title, the search field, any error, one row per place (with progress while its
  /// forecast loads, and the forecast days under the place that has one) and the API credit.
  public var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text("Type a city to search; tap a result to see its week of weather.")
          .font(.caption)

        TextField(Self.searchFieldLabel, text: $store.searchQuery.sending(\.searchQueryChanged))

        if let message = store.errorMessage {
          Text("⚠️ \(message)").foregroundColor(.red)
        }

        List {
          ForEach(store.results) { location in
            VStack(alignment: .leading) {
              HStack {
                Button(location.displayName) {
                  store.send(.searchResultTapped(location))
                }
                if store.resultForecastRequestInFlight?.id == location.id {
                  ProgressView()
                }
              }

              if location.id == store.weather?.id {
                weatherView(locationWeather: store.weather)
                Button(Self.addToFavoritesLabel) {
                  store.send(.addToFavoritesTapped(location))
                }
              }
            }
          }
        }

        Text("Weather API provided by Open-Meteo").foregroundColor(.gray)
      }
      .navigationTitle("Search")
    }
    .task(id: store.searchQuery) {
      do {
        try await clock.sleep(for: Self.debounceDuration)
        await store.send(.searchQueryChangeDebounced).finish()
      } catch {}
    }
  }

  @ViewBuilder
  func weatherView(locationWeather: SearchFeature.State.Weather?) -> some View {
    if let locationWeather {
      let days = locationWeather.days
        .enumerated()
        .map { index, day in day.summary(isToday: index == 0) }

      ForEach(days.indices, id: \.self) { index in
        Text("• " + days[index])
      }
    }
  }
}

extension SearchFeature.State.Weather.Day {
  /// The date style of a summary, "Thu 1 Jan": the same text on every machine, read in UTC
  /// like the API's dates.
  private static let dateStyle = Date.VerbatimFormatStyle(
    format: "\(weekday: .abbreviated) \(day: .defaultDigits) \(month: .abbreviated)",
    locale: Locale(identifier: "en_US_POSIX"),
    timeZone: .gmt,
    calendar: Calendar(identifier: .gregorian)
  )

  /// The style of a temperature: at most one decimal, no grouping.
  private static let temperatureStyle = FloatingPointFormatStyle<Double>(
    locale: Locale(identifier: "en_US_POSIX")
  )
  .precision(.fractionLength(0...1))

  /// One line for the day: its date ("Today" for the first day of a forecast), then its
  /// highest and lowest temperature with their units, "no data" for a missing one.
  ///
  /// ```swift
  /// day.summary(isToday: false)   // "Fri 2 Jan: max 70°F, min 50°F"
  /// day.summary(isToday: true)    // "Today: max 90°F, min no data"
  /// ```
  public func summary(isToday: Bool) -> String {
    let date = isToday ? "Today" : date.formatted(Self.dateStyle)
    guard temperatureMax != nil || temperatureMin != nil else {
      return "\(date): \(Forecast.missingValueText)"
    }
    let max = Self.text(temperatureMax, unit: temperatureMaxUnit)
    let min = Self.text(temperatureMin, unit: temperatureMinUnit)
    return "\(date): max \(max), min \(min)"
  }

  private static func text(_ temperature: Double?, unit: String) -> String {
    guard let temperature else { return Forecast.missingValueText }
    return temperature.formatted(temperatureStyle) + unit
  }
}

#Preview("Search") {
  SearchView(
    store: Store(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.weatherClient = .previewValue
    }
  )
}

#Preview("Search, Seoul's forecast") {
  let seoul = GeocodingSearch.Result(
    country: "South Korea", latitude: 37.566, longitude: 126.9784,
    id: 1_835_848, name: "Seoul", admin1: "Seoul"
  )
  SearchView(
    store: Store(
      initialState: SearchFeature.State(
        results: [seoul],
        searchQuery: "Seoul",
        weather: SearchFeature.State.Weather(id: seoul.id, forecast: .preview(for: seoul))
      )
    ) {
      SearchFeature()
    } withDependencies: {
      $0.weatherClient = .previewValue
    }
  )
}
