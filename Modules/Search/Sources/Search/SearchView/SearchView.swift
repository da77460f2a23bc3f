import HeadlessUI
import Runtime

/// The search screen: a search field, the places found, and the forecast of the tapped place.
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
/// The view sends every keystroke as it is: unlike SwiftUI samples that debounce in the view
/// with `.task(id: searchQuery) { sleep; send(.searchQueryChangeDebounced) }`, this feature's
/// reducer debounces `searchQueryChanged` itself on the `continuousClock` dependency, so a
/// `.task(id:)` here would only delay the search a second time.
public struct SearchView: View {
  /// The label of the search field, used to drive it: `try host.type("Search", "Seoul")`.
  public static let searchFieldLabel = "Search"
  /// The label of the button that adds the place whose forecast is shown to the favorites.
  public static let addToFavoritesLabel = "Add to favorites"

  private let store: StoreOf<SearchFeature>

  /// Creates the screen for `store`.
  public init(store: StoreOf<SearchFeature>) {
    self.store = store
  }

  /// The title, the search field, any error, one row per place (with progress while its
  /// forecast loads, and the forecast days under the place that has one) and the API credit.
  public var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      NavigationStack {
        VStack {
          Text("Type a city to search; tap a result to see its week of weather.")
            .font(.caption)
          TextField(
            Self.searchFieldLabel,
            text: viewStore.binding(get: \.searchQuery, send: { .searchQueryChanged($0) })
          )
          if let message = viewStore.errorMessage {
            Text("⚠️ \(message)").foregroundColor(.red)
          }
          List {
            ForEach(viewStore.results) { place in
              VStack {
                HStack {
                  Button(place.displayName) { viewStore.send(.searchResultTapped(place)) }
                  if viewStore.resultForecastRequestInFlight?.id == place.id {
                    ProgressView()
                  }
                }
                if let weather = viewStore.weather, weather.id == place.id {
                  ForEach(weather.days.indices, id: \.self) { index in
                    Text("• " + weather.days[index].summary(isToday: index == 0))
                  }
                  Button(Self.addToFavoritesLabel) {
                    viewStore.send(.addToFavoritesTapped(place))
                  }
                }
              }
            }
          }
          Text("Weather API provided by Open-Meteo").foregroundColor(.gray)
        }
        .navigationTitle("Search")
      }
    }
  }
}
