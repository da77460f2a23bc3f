import Runtime
import RuntimeTesting
import Testing

@MainActor
@Suite struct ViewActionTests {
  @Test func viewSendsViewActionsThroughSend() async {
    let store = Store(initialState: WeatherSearch.State()) {
      WeatherSearch()
    } withDependencies: {
      $0.weatherClient = .previewValue
    }
    let view = WeatherSearchView(store: store)
    #expect(view.fieldText == "Search places")

    view.queryChanged("Se")
    #expect(view.fieldText == "Se")

    await view.searchButtonTapped().finish()
    #expect(store.withState(\.places).map(\.name) == ["Seoul", "Seattle", "Sevilla"])
  }

  @Test func viewConformsThroughTheMacro() {
    let store = Store(initialState: WeatherSearch.State()) { WeatherSearch() }
    let view: any ViewActionSending = WeatherSearchView(store: store)
    #expect(view is WeatherSearchView)
  }
}
