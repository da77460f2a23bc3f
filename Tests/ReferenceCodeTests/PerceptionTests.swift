import ComposableArchitecture
import Testing

@ObservableState
private struct Tally {
  var count = 0
  var label = ""
}

@Reducer
private struct TallyFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case incrementTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

private struct TallyView: View {
  let store: StoreOf<TallyFeature>

  var body: some View {
    WithPerceptionTracking {
      Text("Count: \(store.count)")
      Button("Increment") { store.send(.incrementTapped) }
    }
  }
}

/// Perception's names, which code written for TCA 1.7 uses, track `@ObservableState` state.
@MainActor
@Suite struct PerceptionTests {
  @Test func withPerceptionTrackingCallsOnChangeForAFieldItRead() {
    var tally = Tally()
    let changes = LockIsolated(0)
    withPerceptionTracking {
      _ = tally.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    tally.label = "unread"
    #expect(changes.value == 0)
    tally.count += 1
    #expect(changes.value == 1)
  }

  @Test func withPerceptionTrackingRendersItsContent() throws {
    let store = Store(initialState: TallyFeature.State()) { TallyFeature() }
    let host = ViewHost(TallyView(store: store))
    try host.tap("Increment")
    #expect(host.screen.contains("Count: 1"))
  }
}
