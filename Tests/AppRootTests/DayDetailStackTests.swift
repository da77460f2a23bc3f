import AppRoot
import HeadlessUI
import RuntimeTesting
import Search
import Testing

/// The favorite detail's navigation stack: a day tapped is pushed, each day can push the next,
/// and Back pops by label.
@MainActor
@Suite struct DayDetailStackTests {
  private func detail() throws -> FavoriteDetailFeature.State {
    let seoul = try #require(GeocodingSearch.mock.results.first)
    return FavoriteDetailFeature.State(
      favorite: FavoriteFeature.State(place: seoul, forecast: .mock))
  }

  @Test func aDayTappedIsPushedAndEachDayPushesTheNextUntilTheLast() async throws {
    let initial = try detail()
    let store = TestStore(initialState: initial) { FavoriteDetailFeature() }
    let day = {
      FavoriteDetailFeature.Path.State.day(
        DayDetailFeature.State(title: initial.title, forecast: .mock, day: $0))
    }
    await store.send(.dayTapped(1)) { $0.path.append(day(1)) }
    await store.send(.path(.element(id: 0, action: .day(.nextDayTapped)))) {
      $0.path.append(day(2))
    }
    // Day 3 is the mock forecast's last: nothing comes after it.
    await store.send(.path(.element(id: 1, action: .day(.nextDayTapped))))
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeLast(2) }
    await store.send(.dayTapped(0)) { $0.path.append(day(0)) }
    #expect(store.state.path.ids == [2])
  }

  @Test func theDaysAreDrivenByLabelAndBackPopsThem() throws {
    let initial = try detail()
    let store = Store(initialState: initial) {
      FavoriteDetailFeature()
    } withDependencies: {
      AppDependencies.preview(clock: TestClock()).apply(to: &$0)
    }
    let host = ViewHost(FavoriteDetailView(store: store))
    try host.tap("Day 2: 70.0°F / 50.0°F")
    #expect(host.screen.contains("-- \(initial.title), day 2 --"))
    try host.tap("Next day")
    #expect(host.screen.contains("Day 3: 100.0°F / 80.0°F"))
    #expect(!host.screen.contains("Next day"))
    try host.tap("Back")
    #expect(host.screen.contains("-- \(initial.title), day 2 --"))
    try host.tap("Back")
    #expect(host.screen.contains("(Refresh)"))
    #expect(store.currentState.path.isEmpty)
  }
}
