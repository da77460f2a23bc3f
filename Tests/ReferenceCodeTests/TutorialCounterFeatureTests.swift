// swift-format-ignore-file
// The tests of TCA 1.25's tutorial "Meet the Composable Architecture" for its counter, as the
// tutorial writes them with Swift Testing (MIT licence, Point-Free), run here unchanged; the
// last test drives the tutorial's view headless.
import ComposableArchitecture
import Testing

@MainActor
struct CounterFeatureTests {
  @Test
  func basics() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test
  func timer() async {
    let clock = TestClock()

    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.count = 1
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = false
    }
  }

  @Test
  func numberFact() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }

    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.factResponse) {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
  }

  @Test
  func theViewRendersHeadless() throws {
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    let host = ViewHost(CounterView(store: store))
    try host.tap("+")
    try host.tap("+")
    #expect(store.count == 2)
    #expect(host.screen.contains("2"))
  }
}
