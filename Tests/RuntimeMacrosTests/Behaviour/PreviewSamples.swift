import Runtime

// Previews of the search screen: `Preview.all` lists them, and a test builds their content.

#Preview {
  WeatherSearchView(
    store: Store(initialState: WeatherSearch.State()) {
      WeatherSearch()
    } withDependencies: {
      $0.weatherClient = .previewValue
    }
  )
}

#Preview("Search results") {
  let places = [Place(id: 1, name: "Seoul"), Place(id: 2, name: "Seattle")]
  let store = Store(initialState: WeatherSearch.State(query: "Se", places: places)) {
    WeatherSearch()
  }
  WeatherSearchView(store: store)
}
