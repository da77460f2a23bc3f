import HeadlessUI
import RuntimeTesting
import Testing

private struct Loader: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable {
    case loadButtonTapped
    case loaded
    case refreshed
    case pollButtonTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadButtonTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.loaded)
        }
      case .loaded:
        state.log.append("loaded")
        // The answer starts a second effect: settling waits for it too.
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.refreshed)
        }
      case .refreshed:
        state.log.append("refreshed")
        return .none
      case .pollButtonTapped:
        return .run { _ in
          while true { try await clock.sleep(for: .seconds(1)) }
        }
      }
    }
  }
}

private struct LoaderView: View {
  let store: StoreOf<Loader>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Button("Load") { viewStore.send(.loadButtonTapped) }
      Button("Poll") { viewStore.send(.pollButtonTapped) }
      Text(viewStore.log.joined(separator: ", "))
    }
  }
}

/// `ViewHost.settle(_:clock:timeout:)` waits until a tap's effects, and the effects their
/// actions start, have finished, moving the test clock through their waits.
@MainActor
@Suite struct SettleTests {
  private let clock = TestClock()
  private let store: StoreOf<Loader>
  private let host: ViewHost

  init() {
    let clock = clock
    store = Store(initialState: Loader.State()) {
      Loader()
    } withDependencies: {
      $0.continuousClock = clock
    }
    host = ViewHost(LoaderView(store: store))
  }

  @Test func settlingRunsATapsEffectsToTheEnd() async throws {
    try host.tap("Load")
    #expect(await host.settle(store, clock: clock))
    #expect(store.currentState.log == ["loaded", "refreshed"])
    #expect(clock.now.offset == .seconds(3))
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func settlingGivesUpOnAnEffectThatNeverEndsAtTheTimeout() async throws {
    try host.tap("Poll")
    #expect(await host.settle(store, clock: clock, timeout: .seconds(10)) == false)
    #expect(clock.now.offset == .seconds(10))
    #expect(store.inFlightEffectCount == 1)
  }
}
