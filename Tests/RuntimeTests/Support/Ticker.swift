import Runtime

/// A child feature with a long-running, cancellable effect, used to check that effects stop
/// when their feature goes away and that cancel ids stay within their feature.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case stop
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        try await clock.sleep(for: .seconds(10))
        await send(.tick)
      }
      .cancellable(id: CancelID.timer)
    case .stop:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}
